/// What a transition does, as SwiftUI's `TransitionProperties`.
public struct TransitionProperties: Hashable, Sendable {
  /// Whether the transition moves the view (reduced motion replaces it when it does).
  public var hasMotion: Bool

  /// Properties; by default it moves.
  public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}
