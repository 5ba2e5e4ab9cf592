import TesseraRaster

/// iOS's system colors with their light and dark values (UIKit's `UIColor` system colors, iOS 17,
/// default contrast), in one table for `Color`, `UIColor` and the controls' default styles; the
/// twelve hues with their iOS 26 values beside (Apple's Human Interface Guidelines, Color, iOS
/// 26), drawn in the iOS 26 design (``SystemDesign``).
enum SystemColors {
  /// A light and a dark value, and the iOS 26 design's pair where it differs.
  struct Pair: Sendable {
    let light: Color.Resolved
    let dark: Color.Resolved
    var light26: Color.Resolved? = nil
    var dark26: Color.Resolved? = nil
    var provider: Color.Provider {
      if let light26, let dark26 {
        return .designed(light: light, dark: dark, light26: light26, dark26: dark26)
      }
      return .system(light: light, dark: dark)
    }
    var color: Color { Color(provider: provider) }

    /// The pair's values in `design`.
    func values(in design: SystemDesign) -> (light: Color.Resolved, dark: Color.Resolved) {
      design == .ios26 ? (light26 ?? light, dark26 ?? dark) : (light, dark)
    }
  }

  static func rgb(_ hex: UInt32, _ alpha: Double = 1) -> Color.Resolved {
    Color.Resolved(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255, opacity: alpha)
  }
  static func pair(_ light: UInt32, _ dark: UInt32) -> Pair { Pair(light: rgb(light), dark: rgb(dark)) }
  /// A hue whose values iOS 26 changed: iOS 17/18 light and dark, then iOS 26 light and dark.
  static func pair(_ light: UInt32, _ dark: UInt32, ios26 light26: UInt32, _ dark26: UInt32) -> Pair {
    Pair(light: rgb(light), dark: rgb(dark), light26: rgb(light26), dark26: rgb(dark26))
  }
  static func pair(_ light: UInt32, _ la: Double, _ dark: UInt32, _ da: Double) -> Pair {
    Pair(light: rgb(light, la), dark: rgb(dark, da))
  }

  static let red = pair(0xFF3B30, 0xFF453A, ios26: 0xFF383C, 0xFF4245)
  static let orange = pair(0xFF9500, 0xFF9F0A, ios26: 0xFF8D28, 0xFF9230)
  static let yellow = pair(0xFFCC00, 0xFFD60A, ios26: 0xFFCC00, 0xFFD600)
  static let green = pair(0x34C759, 0x30D158)
  static let mint = pair(0x00C7BE, 0x63E6E2, ios26: 0x00C8B3, 0x00DAC3)
  static let teal = pair(0x30B0C7, 0x40C8E0, ios26: 0x00C3D0, 0x00D2E0)
  static let cyan = pair(0x32ADE6, 0x64D2FF, ios26: 0x00C0E8, 0x3CD3FE)
  static let blue = pair(0x007AFF, 0x0A84FF, ios26: 0x0088FF, 0x0091FF)
  static let indigo = pair(0x5856D6, 0x5E5CE6, ios26: 0x6155F5, 0x6D7CFF)
  static let purple = pair(0xAF52DE, 0xBF5AF2, ios26: 0xCB30E0, 0xDB34F2)
  static let pink = pair(0xFF2D55, 0xFF375F)
  static let brown = pair(0xA2845E, 0xAC8E68, ios26: 0xAC7F5E, 0xB78A66)
  static let gray = pair(0x8E8E93, 0x8E8E93)
  static let gray2 = pair(0xAEAEB2, 0x636366)
  static let gray3 = pair(0xC7C7CC, 0x48484A)
  static let gray4 = pair(0xD1D1D6, 0x3A3A3C)
  static let gray5 = pair(0xE5E5EA, 0x2C2C2E)
  static let gray6 = pair(0xF2F2F7, 0x1C1C1E)

  static let label = pair(0x000000, 0xFFFFFF)
  static let secondaryLabel = pair(0x3C3C43, 0.6, 0xEBEBF5, 0.6)
  static let tertiaryLabel = pair(0x3C3C43, 0.3, 0xEBEBF5, 0.3)
  static let quaternaryLabel = pair(0x3C3C43, 0.18, 0xEBEBF5, 0.16)
  static let placeholderText = pair(0x3C3C43, 0.3, 0xEBEBF5, 0.3)
  static let link = pair(0x007AFF, 0x0984FF)

  static let systemBackground = pair(0xFFFFFF, 0x000000)
  static let secondarySystemBackground = pair(0xF2F2F7, 0x1C1C1E)
  static let tertiarySystemBackground = pair(0xFFFFFF, 0x2C2C2E)
  static let systemGroupedBackground = pair(0xF2F2F7, 0x000000)
  static let secondarySystemGroupedBackground = pair(0xFFFFFF, 0x1C1C1E)
  static let tertiarySystemGroupedBackground = pair(0xF2F2F7, 0x2C2C2E)

  static let systemFill = pair(0x787880, 0.2, 0x787880, 0.36)
  static let secondarySystemFill = pair(0x787880, 0.16, 0x787880, 0.32)
  static let tertiarySystemFill = pair(0x767680, 0.12, 0x767680, 0.24)
  static let quaternarySystemFill = pair(0x747480, 0.08, 0x767680, 0.18)

  static let separator = pair(0x3C3C43, 0.29, 0x545458, 0.6)
  static let opaqueSeparator = pair(0xC6C6C8, 0x38383A)
}
