import SwiftUI

// App colour (MovieSwift Shared/extensions/Color.swift)
extension Color {
    static let steam_background = Color(red: 0.1, green: 0.1, blue: 0.12)
}
