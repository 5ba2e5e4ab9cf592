/// A transition that scales the view, as SwiftUI's `ScaleTransition` (iOS 17): `scale` times
/// its size around `anchor` before insertion and after removal, its own size when present.
public struct ScaleTransition: Transition {
  /// The scale before insertion and after removal (0 is nothing).
  public var scale: Double
  /// The point the view scales around (default: its center).
  public var anchor: UnitPoint

  /// A transition from `scale` times the view's size around `anchor`.
  public init(_ scale: Double, anchor: UnitPoint = .center) {
    self.scale = scale
    self.anchor = anchor
  }
  /// The view scaled when not present.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
  }
}

extension Transition where Self == ScaleTransition {
  /// Scales the view from nothing.
  public static var scale: ScaleTransition { ScaleTransition(0) }
  /// Scales the view from `scale` times its size around `anchor`.
  public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
    ScaleTransition(scale, anchor: anchor)
  }
}
