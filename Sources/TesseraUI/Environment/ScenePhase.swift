/// Whether the app is in front, as SwiftUI's `ScenePhase`. A still is always `.active`.
public enum ScenePhase: Hashable, Sendable, Comparable {
  /// In the background.
  case background
  /// Visible, not taking events.
  case inactive
  /// In front.
  case active
}
