import TesseraUI

/// The semantic colors of one adaptive scheme (ADR-02): what components read through the
/// environment when they are styled by the theme instead of an injected style.
public struct DSAdaptiveColorScheme: Hashable, Sendable {
  /// Page background.
  public var background: Color
  /// Raised surfaces (cards, popups).
  public var surface: Color
  /// Text and icons on surfaces.
  public var onSurface: Color
  /// Secondary text on surfaces.
  public var onSurfaceSecondary: Color
  /// The accent fill (buttons, badges).
  public var accent: Color
  /// Text and icons on the accent.
  public var onAccent: Color
  /// Borders and dividers.
  public var border: Color

  /// Creates a scheme.
  public init(
    background: Color, surface: Color, onSurface: Color, onSurfaceSecondary: Color, accent: Color,
    onAccent: Color,
    border: Color
  ) {
    self.background = background
    self.surface = surface
    self.onSurface = onSurface
    self.onSurfaceSecondary = onSurfaceSecondary
    self.accent = accent
    self.onAccent = onAccent
    self.border = border
  }

  /// A colorless scheme (black and white at opacities): what components show before a theme is
  /// set. No brand and no palette.
  public static let unstyled = DSAdaptiveColorScheme(
    background: .white, surface: .white, onSurface: .black, onSurfaceSecondary: Color.black.opacity(0.6),
    accent: .black, onAccent: .white, border: Color.black.opacity(0.15))
}

/// The flags of ADR-02: which adaptive scheme of the theme a subtree uses.
public enum DSAdaptiveFlag: String, Hashable, Sendable, CaseIterable {
  /// The default.
  case neutral
  /// The brand's accent.
  case brand
  /// Information.
  case informational
  /// Warnings.
  case warning
  /// Success.
  case successful
  /// Errors and destructive actions.
  case critical
}

/// A theme's adaptive schemes, one per flag (ADR-02's `DSThemeColorScheme`).
public struct DSThemeColorScheme: Hashable, Sendable {
  /// The scheme of each flag.
  public var schemes: [DSAdaptiveFlag: DSAdaptiveColorScheme]

  /// Creates a theme color scheme; flags without a scheme use the neutral one.
  public init(schemes: [DSAdaptiveFlag: DSAdaptiveColorScheme]) { self.schemes = schemes }

  /// The scheme of a flag (the neutral one when the flag has none).
  public func scheme(_ flag: DSAdaptiveFlag) -> DSAdaptiveColorScheme {
    schemes[flag] ?? schemes[.neutral] ?? .unstyled
  }

  /// Every flag unstyled.
  public static let unstyled = DSThemeColorScheme(schemes: [.neutral: .unstyled])
}

struct DSThemeColorSchemeKey: EnvironmentKey { static let defaultValue = DSThemeColorScheme.unstyled }
struct DSActiveColorSchemeKey: EnvironmentKey { static let defaultValue = DSAdaptiveColorScheme.unstyled }
struct DSDensityKey: EnvironmentKey { static let defaultValue = Density.regular }

/// The design system's inheritable settings (ADR-02): adaptive color scheme and density.
extension EnvironmentValues {
  /// The theme's adaptive schemes, set by the design system's `.dsTheme()`.
  public var dsThemeColorScheme: DSThemeColorScheme {
    get { self[DSThemeColorSchemeKey.self] }
    set { self[DSThemeColorSchemeKey.self] = newValue }
  }
  /// The adaptive scheme in force for this subtree (`.dsSetColorScheme(_:)` picks it).
  public var dsActiveColorScheme: DSAdaptiveColorScheme {
    get { self[DSActiveColorSchemeKey.self] }
    set { self[DSActiveColorSchemeKey.self] = newValue }
  }
  /// The density of this subtree. Default `.regular`.
  public var dsDensity: Density {
    get { self[DSDensityKey.self] }
    set { self[DSDensityKey.self] = newValue }
  }
}

/// Picks the adaptive scheme of a flag from the theme in the environment (ADR-02).
struct DSSetColorSchemeModifier: ViewModifier {
  @Environment(\.dsThemeColorScheme) var theme
  let flag: DSAdaptiveFlag

  func body(content: Content) -> some View {
    content.environment(\.dsActiveColorScheme, theme.scheme(flag))
  }
}

/// Environment overrides for a subtree: adaptive color scheme flags and density (ADR-02).
extension View {
  /// Uses the theme's adaptive scheme for `flag` in this subtree (ADR-02 accessor).
  public func dsSetColorScheme(_ flag: DSAdaptiveFlag) -> some View {
    modifier(DSSetColorSchemeModifier(flag: flag))
  }
  /// Sets the density of this subtree (ADR-02 accessor): typography and dimensions scale with it.
  public func dsDensity(_ density: Density) -> some View { environment(\.dsDensity, density) }
}
