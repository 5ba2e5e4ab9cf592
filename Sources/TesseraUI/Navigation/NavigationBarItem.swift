/// Navigation bar settings, as SwiftUI's `NavigationBarItem`.
public struct NavigationBarItem: Sendable {
  /// How the title is shown.
  public enum TitleDisplayMode: Hashable, Sendable {
    /// As the previous screen (large at the root).
    case automatic
    /// Small and centered in the 44-point bar.
    case inline
    /// Large (34-point bold), leading, below the bar.
    case large
  }
}
