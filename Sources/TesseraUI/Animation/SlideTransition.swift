/// A transition that slides the view in from the leading edge and out to the trailing edge, as
/// SwiftUI's `SlideTransition` (iOS 17). Present, the view is in place (what a still shows);
/// otherwise it is outside its container and draws nothing.
public struct SlideTransition: Transition {
  /// The slide.
  public init() {}
  /// The view in place when present, not drawn otherwise.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0)
  }
}

extension Transition where Self == SlideTransition {
  /// Slides the view in from the leading edge and out to the trailing edge.
  public static var slide: SlideTransition { SlideTransition() }
}
