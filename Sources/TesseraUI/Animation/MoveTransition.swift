/// A transition that moves the view in from and out to an edge of its container, as SwiftUI's
/// `MoveTransition` (iOS 17). Present, the view is in place (what a still shows); before
/// insertion and after removal it is past the edge, outside what is drawn, so it draws nothing.
public struct MoveTransition: Transition {
  /// The edge the view comes from and goes to.
  public var edge: Edge

  /// A move to and from `edge`.
  public init(edge: Edge) { self.edge = edge }
  /// The view in place when present, not drawn otherwise.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0)
  }
}

extension Transition where Self == MoveTransition {
  /// Moves the view in from and out to `edge`.
  public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}
