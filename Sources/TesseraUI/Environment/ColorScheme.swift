/// Light or dark appearance.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
  /// Light appearance (the default).
  case light
  /// Dark appearance.
  case dark
}
