import SwiftUI

// App types (Trio Screen enum; Color+Extensions.swift)
enum Screen: Hashable {
    case home
    case settings
}

extension Color {
    static let chart = Color("Chart")
}
