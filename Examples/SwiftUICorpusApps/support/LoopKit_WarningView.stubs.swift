import SwiftUI

// Copied from LoopKit/LoopKit, LoopKitUI/Models/GuidanceColors.swift and
// LoopKitUI/Extensions/Environment+Colors.swift (the `guidanceColors` environment value), with `Sendable` added
// to `GuidanceColors` for Swift 6 mode.
public struct GuidanceColors: Sendable {
    public var acceptable: Color
    public var warning: Color
    public var critical: Color

    public init(acceptable: Color, warning: Color, critical: Color)
    {
        self.acceptable = acceptable
        self.warning = warning
        self.critical = critical
    }

    public init() {
        self.acceptable = .primary
        self.warning = .yellow
        self.critical = .red
    }
}

private struct GuidanceColorsKey: EnvironmentKey {
    static let defaultValue: GuidanceColors = GuidanceColors()
}

public extension EnvironmentValues {
    var guidanceColors: GuidanceColors {
        get { self[GuidanceColorsKey.self] }
        set { self[GuidanceColorsKey.self] = newValue }
    }
}
