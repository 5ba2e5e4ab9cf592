/// A transition that moves the view by an offset, as SwiftUI's `OffsetTransition` (iOS 17):
/// moved by `offset` before insertion and after removal, in place when present.
public struct OffsetTransition: Transition {
  /// How far the view is moved when not present, in points.
  public var offset: CGSize

  /// A transition by `offset` points.
  public init(_ offset: CGSize) { self.offset = offset }
  /// The view moved when not present.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.offset(phase.isIdentity ? .zero : offset)
  }
}

extension Transition where Self == OffsetTransition {
  /// Moves the view by `offset` points.
  public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
  /// Moves the view by `x` and `y` points (default 0).
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
    OffsetTransition(CGSize(width: x, height: y))
  }
}
