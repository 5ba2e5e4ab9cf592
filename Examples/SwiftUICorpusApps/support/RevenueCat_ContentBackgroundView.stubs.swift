import SwiftUI

// Stand-in for the Xcode-generated asset symbol `Color.accent` of RevenueCat/purchases-ios,
// Examples/SampleCat (its AccentColor colour set).
extension Color {
    static var accent: Color { .accentColor }
}
