/// When an animation counts as done, as SwiftUI's `AnimationCompletionCriteria`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  let kind: Int
  /// When it has logically reached its end (a spring may still settle).
  public static let logicallyComplete = AnimationCompletionCriteria(kind: 0)
  /// When it has been removed entirely.
  public static let removed = AnimationCompletionCriteria(kind: 1)
}
