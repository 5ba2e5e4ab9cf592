/// A transition that pushes the view in from an edge and out to the opposite one, fading, as
/// SwiftUI's `PushTransition` (iOS 17). Present, the view is in place (what a still shows);
/// otherwise it is outside its container and draws nothing.
public struct PushTransition: Transition {
  /// The edge the view comes in from.
  public var edge: Edge

  /// A push from `edge`.
  public init(edge: Edge) { self.edge = edge }
  /// The view in place when present, not drawn otherwise.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0)
  }
}

extension Transition where Self == PushTransition {
  /// Pushes the view in from `edge` and out to the opposite edge.
  public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}
