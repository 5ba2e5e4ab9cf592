/// Spacing has no look of its own; this empty style keeps the folder convention (every atom
/// has a Style) and leaves room for per-density overrides.
public struct SpacingStyle: Hashable, Sendable {
  /// Creates the style.
  public init() {}
}
