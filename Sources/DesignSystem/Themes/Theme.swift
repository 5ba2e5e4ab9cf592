import TesseraUI
import UILibrary

/// A complete theme: a name, whether it is dark, its palette and its type scale.
public struct Theme: Hashable, Sendable {
  /// The theme's name ("light", "brandA").
  public var name: String
  /// Whether the theme is dark.
  public var isDark: Bool
  /// The colors.
  public var palette: Palette
  /// The fonts.
  public var typography: Typography

  /// Creates a theme.
  public init(name: String, isDark: Bool, palette: Palette, typography: Typography = Typography()) {
    self.name = name
    self.isDark = isDark
    self.palette = palette
    self.typography = typography
  }

  private static func hex(_ s: String) -> Color { Color(hex: s) ?? .black }

  /// The reference light theme.
  public static let light = Theme(
    name: "light", isDark: false,
    palette: Palette(
      background: hex("#F2F3F5"), surface: hex("#FFFFFF"), textPrimary: hex("#111827"),
      textSecondary: hex("#4B5563"),
      accent: hex("#2563EB"), onAccent: hex("#FFFFFF"), decorative: hex("#6C5CE7"), critical: hex("#B91C1C"),
      success: hex("#166534"), warning: hex("#D97706"), info: hex("#0284C7"), separator: hex("#E5E7EB"),
      shadow: Color(hex: "#0000002E") ?? .black))

  /// The reference dark theme.
  public static let dark = Theme(
    name: "dark", isDark: true,
    palette: Palette(
      background: hex("#0B0F14"), surface: hex("#1C2128"), textPrimary: hex("#F3F4F6"),
      textSecondary: hex("#9CA3AF"),
      accent: hex("#60A5FA"), onAccent: hex("#0B0F14"), decorative: hex("#8B7CF6"), critical: hex("#F87171"),
      success: hex("#4ADE80"), warning: hex("#FBBF24"), info: hex("#38BDF8"), separator: hex("#30363D"),
      shadow: Color(hex: "#00000080") ?? .black))

  /// Brand A: warm coral accent on cream.
  public static let brandA = Theme(
    name: "brandA", isDark: false,
    palette: Palette(
      background: hex("#FFF7ED"), surface: hex("#FFFFFF"), textPrimary: hex("#1F2937"),
      textSecondary: hex("#57534E"),
      accent: hex("#C2410C"), onAccent: hex("#FFFFFF"), decorative: hex("#B45309"), critical: hex("#B91C1C"),
      success: hex("#166534"), warning: hex("#CA8A04"), info: hex("#0E7490"), separator: hex("#F1E4D3"),
      shadow: Color(hex: "#7C2D1226") ?? .black))

  /// Brand B: deep teal accent on cool gray.
  public static let brandB = Theme(
    name: "brandB", isDark: false,
    palette: Palette(
      background: hex("#ECFEFF"), surface: hex("#FFFFFF"), textPrimary: hex("#0F172A"),
      textSecondary: hex("#475569"),
      accent: hex("#0F766E"), onAccent: hex("#FFFFFF"), decorative: hex("#0E7490"), critical: hex("#BE123C"),
      success: hex("#065F46"), warning: hex("#B45309"), info: hex("#1D4ED8"), separator: hex("#CFFAFE"),
      shadow: Color(hex: "#134E4A26") ?? .black))

  /// The built-in themes.
  public static let all: [Theme] = [.light, .dark, .brandA, .brandB]

  /// The built-in theme of a name, or nil.
  public static func named(_ name: String) -> Theme? { all.first { $0.name == name } }

  /// The theme's adaptive schemes for ADR-02's environment injection.
  public var colorScheme: DSThemeColorScheme {
    func scheme(accent: Color) -> DSAdaptiveColorScheme {
      DSAdaptiveColorScheme(
        background: palette.background, surface: palette.surface, onSurface: palette.textPrimary,
        onSurfaceSecondary: palette.textSecondary, accent: accent, onAccent: palette.onAccent,
        border: palette.separator)
    }
    return DSThemeColorScheme(schemes: [
      .neutral: scheme(accent: palette.textPrimary), .brand: scheme(accent: palette.accent),
      .informational: scheme(accent: palette.info), .warning: scheme(accent: palette.warning),
      .successful: scheme(accent: palette.success), .critical: scheme(accent: palette.critical),
    ])
  }
}
