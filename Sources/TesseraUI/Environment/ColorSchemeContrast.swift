/// The contrast the person asked for, as SwiftUI's `ColorSchemeContrast`: standard, or increased
/// (Settings > Accessibility > Increase Contrast).
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
  /// The standard contrast (the default).
  case standard
  /// Increased contrast: the system colors draw their darker (light) or lighter (dark) variants.
  case increased
}

extension EnvironmentValues {
  /// The contrast the person asked for. Default `.standard`. Settable in Tessera, to draw a view
  /// as Increase Contrast shows it (SwiftUI only reads it).
  public var colorSchemeContrast: ColorSchemeContrast {
    get { self[ColorSchemeContrastKey.self] }
    set { self[ColorSchemeContrastKey.self] = newValue }
  }
}

/// The environment key of ``EnvironmentValues/colorSchemeContrast``.
struct ColorSchemeContrastKey: EnvironmentKey {
  static var defaultValue: ColorSchemeContrast { .standard }
}
