/// A transition that leaves the view as it is, as SwiftUI's `IdentityTransition` (iOS 17).
public struct IdentityTransition: Transition {
  /// No transition.
  public init() {}
  /// The view unchanged in every phase.
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
  /// It does not move.
  public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

extension Transition where Self == IdentityTransition {
  /// Leaves the view as it is.
  public static var identity: IdentityTransition { IdentityTransition() }
}
