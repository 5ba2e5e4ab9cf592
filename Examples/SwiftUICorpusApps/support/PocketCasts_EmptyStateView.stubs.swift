import SwiftUI

// Stand-in for the app's dynamic-type font helper (real one: Automattic/pocket-casts-ios, podcasts/UIFont+FontStyle.swift,
// which scales through UIFontMetrics and also takes a UIContentSizeCategory maximum).
extension View {
    func font(size: Double? = nil, style: Font.TextStyle, weight: Font.Weight = .regular) -> some View {
        self.font(.system(size: size ?? 17, weight: weight))
    }
}

// Stand-in for applyButtonEffect (real one: Automattic/pocket-casts-ios, podcasts/Styles.swift, which also fires a
// UIImpactFeedbackGenerator haptic).
extension View {
    func applyButtonEffect(isPressed: Bool, enableHaptic: Bool = true, scaleEffectNumber: Double = 0.98) -> some View {
        self.scaleEffect(isPressed ? scaleEffectNumber : 1.0)
    }
}

// From Automattic/pocket-casts-ios, podcasts/Styles.swift.
struct ClickyButton: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .applyButtonEffect(isPressed: configuration.isPressed)
    }
}
