import SwiftUI

// Minimal stand-in for Foqos's own type (not SwiftUI API).

@MainActor
class ThemeManager: ObservableObject {
    static let shared = ThemeManager()
    var themeColor: Color { .purple }
}
