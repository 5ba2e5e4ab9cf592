import TesseraDisplayList

/// Draws the child through a transform about an anchor of its frame (scale and rotation
/// effects): layout is unchanged, as in SwiftUI.
final class TransformNode: WrapperNode {
  /// The transform in the child's frame, with the anchor at the origin.
  let transform: AffineTransform
  let anchor: UnitPoint

  init(transform: AffineTransform, anchor: UnitPoint, child: LayoutNode) {
    self.transform = transform
    self.anchor = anchor
    super.init(child: child)
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    var inner: [DisplayItem] = []
    child.render(in: rect, proposal: proposal, into: &inner)
    guard transform.isFinite, transform.determinant != 0 else { return }
    let p = anchor.point(in: rect, direction)
    // Move the anchor to the origin, transform, move back.
    let t = AffineTransform(translationX: -p.x, y: -p.y).concatenating(transform).concatenating(
      AffineTransform(translationX: p.x, y: p.y))
    items.append(.group(DisplayGroup(items: inner, transform: t)))
  }
}

nonisolated extension View {
  /// The view drawn scaled by `scale` about `anchor` (default the center); layout is unchanged.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: scale, y: scale, anchor: anchor)
  }
  /// The view drawn scaled by a size's width and height about `anchor`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
  }
  /// The view drawn scaled horizontally and vertically about `anchor` (default 1, the center).
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
    let (sx, sy) = (Double(x), Double(y))
    return modifier(
      WrappingModifier { child, context in
        guard sx.isFinite, sy.isFinite else {
          context.diagnostics.warn("scaleEffect(\(sx), \(sy)) is not finite; drawn unscaled")
          return child
        }
        if sx == 1, sy == 1 { return child }
        return TransformNode(transform: AffineTransform(scaleX: sx, y: sy), anchor: anchor, child: child)
      })
  }
  /// The view drawn rotated by `angle` (clockwise on screen) about `anchor` (default the center);
  /// layout is unchanged. The rotation's sine and cosine are computed without libm, so the
  /// picture is the same on every machine.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    let turns = angle.radians / (2 * Double.pi)
    return modifier(
      WrappingModifier { child, context in
        guard turns.isFinite else {
          context.diagnostics.warn("rotationEffect(\(angle.radians) rad) is not finite; drawn unrotated")
          return child
        }
        if turns == 0 { return child }
        let sc = Trig.sinCos(turns: turns)
        return TransformNode(
          transform: AffineTransform(rotationCosine: sc.cos, sine: sc.sin), anchor: anchor, child: child)
      })
  }
  /// A 3D rotation (drawn flat: only a rotation about the z axis turns the view).
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    let onlyZ = axis.x == 0 && axis.y == 0 && axis.z != 0
    return rotationEffect(onlyZ ? angle : .zero, anchor: anchor)
  }
}
