import SwiftUI

// From exyte/PopupView, Sources/PopupView/PublicModifiers.swift (the library's dismiss environment value).
public typealias SendableClosure = @Sendable @MainActor () -> Void

struct PopupDismissKey: EnvironmentKey {
    static let defaultValue: SendableClosure? = nil
}

public extension EnvironmentValues {
    var popupDismiss: SendableClosure? {
        get { self[PopupDismissKey.self] }
        set { self[PopupDismissKey.self] = newValue }
    }
}

// Stand-ins for the example app's helpers (real ones: PopupExample/PopupExample/Utils/Utils.swift, where
// Color(hex:) parses with Scanner and customButtonStyle applies a private ExampleButtonStyle).
extension Color {
    init(hex: String) {
        let rgbValue = UInt64(hex, radix: 16) ?? 0
        let r = (rgbValue & 0xff0000) >> 16
        let g = (rgbValue & 0xff00) >> 8
        let b = rgbValue & 0xff
        self.init(red: Double(r) / 0xff, green: Double(g) / 0xff, blue: Double(b) / 0xff)
    }
}

extension View {
    func shadowedStyle() -> some View {
        self
            .shadow(color: .black.opacity(0.08), radius: 2, x: 0, y: 0)
            .shadow(color: .black.opacity(0.16), radius: 24, x: 0, y: 0)
    }

    func customButtonStyle(
        foreground: Color = .black,
        background: Color = .white
    ) -> some View {
        self
            .foregroundColor(foreground)
            .background(background)
    }
}
