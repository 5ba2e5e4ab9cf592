/// How prominent a view is, as SwiftUI's `Prominence` (`.headerProminence(_:)`).
public enum Prominence: Hashable, Sendable {
  /// The normal look.
  case standard
  /// A more prominent look: list section headers in `.headline`, primary color.
  case increased
}
