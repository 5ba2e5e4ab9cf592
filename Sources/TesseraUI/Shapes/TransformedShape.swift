/// A shape drawn through a transform of its frame: `.rotation`, `.offset`, `.scale` on shapes,
/// as SwiftUI's `RotatedShape`, `OffsetShape` and `ScaledShape` (rotations without libm).
nonisolated public struct TransformedShape<Content: Shape>: Shape {
  let shape: Content
  let make: @Sendable (Rect) -> AffineTransform

  /// The shape's path through the transform.
  public func path(in rect: Rect) -> Path { shape.path(in: rect).applying(make(rect)) }
}

nonisolated extension Shape {
  /// The shape rotated by `angle` about `anchor` (default the center) of its frame.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> TransformedShape<Self> {
    let turns = angle.radians / (2 * Double.pi)
    return TransformedShape(shape: self) { rect in
      let p = Point(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
      let sc = Trig.sinCos(turns: turns.isFinite ? turns : 0)
      return AffineTransform(translationX: -p.x, y: -p.y)
        .concatenating(AffineTransform(rotationCosine: sc.cos, sine: sc.sin))
        .concatenating(AffineTransform(translationX: p.x, y: p.y))
    }
  }
  /// The shape moved by an offset.
  public func offset(_ offset: CGSize) -> TransformedShape<Self> {
    self.offset(x: offset.width, y: offset.height)
  }
  /// The shape moved by `x`, `y` points.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> TransformedShape<Self> {
    let (dx, dy) = (Double(x), Double(y))
    return TransformedShape(shape: self) { _ in AffineTransform(translationX: dx, y: dy) }
  }
  /// The shape scaled about `anchor` (default the center).
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> TransformedShape<Self> {
    let (sx, sy) = (Double(x), Double(y))
    return TransformedShape(shape: self) { rect in
      let p = Point(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
      return AffineTransform(translationX: -p.x, y: -p.y)
        .concatenating(AffineTransform(scaleX: sx, y: sy))
        .concatenating(AffineTransform(translationX: p.x, y: p.y))
    }
  }
  /// The shape scaled evenly about `anchor`.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> TransformedShape<Self> {
    self.scale(x: scale, y: scale, anchor: anchor)
  }
}
