import SwiftUI

// Stand-ins for duckduckgo/iOS helpers (real ones: DuckDuckGo/OnboardingExperiment/Styles/OnboardingTextStyles.swift,
// which applies a ViewModifier; LocalPackages/DuckUI/Sources/DuckUI/Color.swift for the hex initialiser, copied).

extension View {
    func onboardingProgressTitleStyle() -> some View {
        self.font(.system(size: 11, weight: .bold))
    }
}

extension Color {
    init(_ hex: UInt, alpha: Double = 1) {
        self.init(
            .sRGB,
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            opacity: alpha
        )
    }
}
