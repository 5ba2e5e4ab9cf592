#if !canImport(AppKit)
  /// AppKit's color, so macOS code next to SwiftUI (`Color(nsColor: .gridColor)`) compiles: a color
  /// value with AppKit's semantic colors in their light and dark appearances (macOS 14's, approximate:
  /// AppKit does not publish them), and its system hues as iOS's. There is no AppKit.
  nonisolated public struct NSColor: Hashable, Sendable {
    let color: Color

    /// A SwiftUI color as an AppKit color.
    public init(_ color: Color) { self.color = color }
    /// A color of red, green, blue and alpha components in 0...1 (sRGB).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
    /// A color of red, green, blue and alpha components in 0...1 (sRGB).
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// A gray of `white` in 0...1 and an alpha.
    public init(white: CGFloat, alpha: CGFloat) {
      color = Color(white: Double(white), opacity: Double(alpha))
    }
    init(_ pair: SystemColors.Pair) { color = pair.color }
    private init(light: UInt32, _ la: Double = 1, dark: UInt32, _ da: Double = 1) {
      color = SystemColors.pair(light, la, dark, da).color
    }

    /// The color with its alpha multiplied.
    public func withAlphaComponent(_ alpha: CGFloat) -> NSColor { NSColor(color.opacity(Double(alpha))) }

    /// Primary text: black / white at 85 %.
    public static let labelColor = NSColor(light: 0x000000, 0.85, dark: 0xFFFFFF, 0.85)
    /// Secondary text: 50 %.
    public static let secondaryLabelColor = NSColor(light: 0x000000, 0.5, dark: 0xFFFFFF, 0.55)
    /// Tertiary text: 26 %.
    public static let tertiaryLabelColor = NSColor(light: 0x000000, 0.26, dark: 0xFFFFFF, 0.25)
    /// Quaternary text: 10 %.
    public static let quaternaryLabelColor = NSColor(light: 0x000000, 0.1, dark: 0xFFFFFF, 0.1)
    /// Text in a text view: black / white.
    public static let textColor = NSColor(light: 0x000000, dark: 0xFFFFFF)
    /// The background of a text view: white / #1E1E1E.
    public static let textBackgroundColor = NSColor(light: 0xFFFFFF, dark: 0x1E1E1E)
    /// A window's background: #ECECEC / #323232.
    public static let windowBackgroundColor = NSColor(light: 0xECECEC, dark: 0x323232)
    /// A control's background (lists, tables): white / #1E1E1E.
    public static let controlBackgroundColor = NSColor(light: 0xFFFFFF, dark: 0x1E1E1E)
    /// The face of a control: white / white at 25 %.
    public static let controlColor = NSColor(light: 0xFFFFFF, dark: 0xFFFFFF, 0.25)
    /// Text on a control: black at 85 % / white at 85 %.
    public static let controlTextColor = NSColor(light: 0x000000, 0.85, dark: 0xFFFFFF, 0.85)
    /// A table's grid lines: #E6E6E6 / #1A1A1A.
    public static let gridColor = NSColor(light: 0xE6E6E6, dark: 0x1A1A1A)
    /// Separators: black / white at 10 %.
    public static let separatorColor = NSColor(light: 0x000000, 0.1, dark: 0xFFFFFF, 0.1)
    /// The background of selected content: #0063E1 / #0059D1.
    public static let selectedContentBackgroundColor = NSColor(light: 0x0063E1, dark: 0x0059D1)
    /// The user's accent color (blue).
    public static let controlAccentColor = NSColor(SystemColors.blue)
    /// Links.
    public static let linkColor = NSColor(SystemColors.link)
    /// Placeholder text: black / white at 25 %.
    public static let placeholderTextColor = NSColor(light: 0x000000, 0.25, dark: 0xFFFFFF, 0.25)
    /// The system's blue.
    public static let systemBlue = NSColor(SystemColors.blue)
    /// The system's red.
    public static let systemRed = NSColor(SystemColors.red)
    /// The system's green.
    public static let systemGreen = NSColor(SystemColors.green)
    /// The system's orange.
    public static let systemOrange = NSColor(SystemColors.orange)
    /// The system's yellow.
    public static let systemYellow = NSColor(SystemColors.yellow)
    /// The system's purple.
    public static let systemPurple = NSColor(SystemColors.purple)
    /// The system's pink.
    public static let systemPink = NSColor(SystemColors.pink)
    /// The system's gray.
    public static let systemGray = NSColor(SystemColors.gray)
    /// Black.
    public static let black = NSColor(white: 0, alpha: 1)
    /// White.
    public static let white = NSColor(white: 1, alpha: 1)
    /// Clear.
    public static let clear = NSColor(white: 0, alpha: 0)
  }

  nonisolated extension Color {
    /// An AppKit color.
    public init(nsColor: NSColor) { self = nsColor.color }
  }
#endif
