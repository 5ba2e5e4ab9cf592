/// A transition that fades the view in and out, as SwiftUI's `OpacityTransition` (iOS 17):
/// transparent before insertion and after removal, opaque when present (what a still shows).
public struct OpacityTransition: Transition {
  /// The fade.
  public init() {}
  /// The view at full opacity when present, transparent otherwise.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0)
  }
  /// It does not move.
  public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

extension Transition where Self == OpacityTransition {
  /// Fades the view in and out.
  public static var opacity: OpacityTransition { OpacityTransition() }
}
