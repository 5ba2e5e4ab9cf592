/// Whether a piece of system interface is shown, as SwiftUI's `Visibility` (list separators,
/// scroll indicators, toolbars, scroll content backgrounds).
public enum Visibility: Hashable, Sendable, CaseIterable {
  /// The system decides (the default).
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}
