import TesseraRaster

/// iOS's system colors with their light and dark values (UIKit's `UIColor` system colors, iOS 17),
/// in one table for `Color`, `UIColor` and the controls' default styles. The twelve hues carry
/// their increased-contrast values and their iOS 26 values beside (Apple's Human Interface
/// Guidelines, Color: the iOS 13-18 table and the June 2025 one), drawn by the environment's
/// ``SystemDesign`` and `colorSchemeContrast`.
enum SystemColors {
  /// A light and a dark value, or a hue's ``Palette``.
  struct Pair: Sendable {
    let light: Color.Resolved
    let dark: Color.Resolved
    var palette: Palette? = nil
    var provider: Color.Provider { palette.map { .palette($0) } ?? .system(light: light, dark: dark) }
    var color: Color { Color(provider: provider) }
  }

  /// A system hue's values: light and dark, standard and increased contrast, in the iOS 17/18
  /// design and in iOS 26's.
  struct Palette: Hashable, Sendable {
    /// Light, dark, light increased, dark increased (iOS 17/18).
    let ios18: [Color.Resolved]
    /// Light, dark, light increased, dark increased (iOS 26).
    let ios26: [Color.Resolved]

    /// The value for a design, scheme and contrast.
    func value(design: SystemDesign, dark: Bool, increased: Bool) -> Color.Resolved {
      let values = design == .ios26 ? ios26 : ios18
      return values[(dark ? 1 : 0) + (increased ? 2 : 0)]
    }
  }

  static func rgb(_ hex: UInt32, _ alpha: Double = 1) -> Color.Resolved {
    Color.Resolved(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255, opacity: alpha)
  }
  static func pair(_ light: UInt32, _ dark: UInt32) -> Pair { Pair(light: rgb(light), dark: rgb(dark)) }
  /// A hue: iOS 17/18's light, dark, light and dark at increased contrast, then iOS 26's.
  static func hue(_ values: [UInt32], ios26: [UInt32]) -> Pair {
    let p = Palette(ios18: values.map { rgb($0) }, ios26: ios26.map { rgb($0) })
    return Pair(light: p.ios18[0], dark: p.ios18[1], palette: p)
  }
  static func pair(_ light: UInt32, _ la: Double, _ dark: UInt32, _ da: Double) -> Pair {
    Pair(light: rgb(light, la), dark: rgb(dark, da))
  }

  static let red = hue(
    [0xFF3B30, 0xFF453A, 0xD70015, 0xFF6961], ios26: [0xFF383C, 0xFF4245, 0xE9152D, 0xFF6165])
  static let orange = hue(
    [0xFF9500, 0xFF9F0A, 0xC93400, 0xFFB340], ios26: [0xFF8D28, 0xFF9230, 0xC55300, 0xFFA056])
  static let yellow = hue(
    [0xFFCC00, 0xFFD60A, 0xB25000, 0xFFD426], ios26: [0xFFCC00, 0xFFD600, 0xA16A00, 0xFEDF43])
  static let green = hue(
    [0x34C759, 0x30D158, 0x248A3D, 0x30DB5B], ios26: [0x34C759, 0x30D158, 0x008932, 0x4AD968])
  static let mint = hue(
    [0x00C7BE, 0x63E6E2, 0x0C817B, 0x66D4CF], ios26: [0x00C8B3, 0x00DAC3, 0x008575, 0x54DFCB])
  static let teal = hue(
    [0x30B0C7, 0x40C8E0, 0x008299, 0x5DE6FF], ios26: [0x00C3D0, 0x00D2E0, 0x008198, 0x3BDDEC])
  static let cyan = hue(
    [0x32ADE6, 0x64D2FF, 0x0071A4, 0x70D7FF], ios26: [0x00C0E8, 0x3CD3FE, 0x007EAE, 0x6DD9FF])
  static let blue = hue(
    [0x007AFF, 0x0A84FF, 0x0040DD, 0x409CFF], ios26: [0x0088FF, 0x0091FF, 0x1E6EF4, 0x5CB8FF])
  static let indigo = hue(
    [0x5856D6, 0x5E5CE6, 0x3634A3, 0x7D7AFF], ios26: [0x6155F5, 0x6D7CFF, 0x564ADE, 0xA7AAFF])
  static let purple = hue(
    [0xAF52DE, 0xBF5AF2, 0x8944AB, 0xDA8FFF], ios26: [0xCB30E0, 0xDB34F2, 0xB02FC2, 0xEA8DFF])
  static let pink = hue(
    [0xFF2D55, 0xFF375F, 0xD30F45, 0xFF6482], ios26: [0xFF2D55, 0xFF375F, 0xE7124D, 0xFF8AC4])
  static let brown = hue(
    [0xA2845E, 0xAC8E68, 0x7F6545, 0xB59469], ios26: [0xAC7F5E, 0xB78A66, 0x956D51, 0xDBA679])
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
