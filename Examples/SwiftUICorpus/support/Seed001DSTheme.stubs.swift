import SwiftUI

// Minimal stand-ins for the design-system types the ADR-02 sample uses but does not define.

struct DSAdaptiveColorScheme {
    var bgBasicLevel1Default: Color
    var onBgBasicEmphasis100Default: Color
}

struct DSThemeColorScheme {
    var neutral: DSAdaptiveColorScheme
    var brand: DSAdaptiveColorScheme
    var critical: DSAdaptiveColorScheme
}

func getColorSchemeLight() -> DSThemeColorScheme {
    DSThemeColorScheme(
        neutral: DSAdaptiveColorScheme(bgBasicLevel1Default: .white, onBgBasicEmphasis100Default: .black),
        brand: DSAdaptiveColorScheme(bgBasicLevel1Default: Color(red: 0.93, green: 0.0, blue: 0.06), onBgBasicEmphasis100Default: .white),
        critical: DSAdaptiveColorScheme(bgBasicLevel1Default: Color(red: 1.0, green: 0.9, blue: 0.9), onBgBasicEmphasis100Default: .red)
    )
}

func getColorSchemeDark() -> DSThemeColorScheme {
    DSThemeColorScheme(
        neutral: DSAdaptiveColorScheme(bgBasicLevel1Default: .black, onBgBasicEmphasis100Default: .white),
        brand: DSAdaptiveColorScheme(bgBasicLevel1Default: Color(red: 0.6, green: 0.0, blue: 0.04), onBgBasicEmphasis100Default: .white),
        critical: DSAdaptiveColorScheme(bgBasicLevel1Default: Color(red: 0.3, green: 0.0, blue: 0.0), onBgBasicEmphasis100Default: .red)
    )
}
