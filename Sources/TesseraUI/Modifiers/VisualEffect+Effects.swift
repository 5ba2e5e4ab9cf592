import Foundation

extension VisualEffect {
  /// Moves the drawing by `offset`'s width and height, in points.
  public func offset(_ offset: CGSize) -> some VisualEffect {
    self.offset(x: offset.width, y: offset.height)
  }
  /// Moves the drawing by `x`, `y` points (defaults 0; x mirrored in right-to-left layout).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
    adding(.offset(x: x.isFinite ? Double(x) : 0, y: y.isFinite ? Double(y) : 0))
  }
  /// Scales the drawing by `scale` about `anchor` (default the center).
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
    scaleEffect(x: scale, y: scale, anchor: anchor)
  }
  /// Scales the drawing by a size's width and height about `anchor` (default the center).
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
    scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
  }
  /// Scales the drawing horizontally and vertically (defaults 1) about `anchor` (default the
  /// center); a scale that is not finite or is 0 is not applied.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
    let ok = x.isFinite && y.isFinite && x != 0 && y != 0
    return adding(.scale(x: ok ? Double(x) : 1, y: ok ? Double(y) : 1, anchor: anchor))
  }
  /// Rotates the drawing by `angle` (clockwise on screen) about `anchor` (default the center).
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(.rotation(angle.radians.isFinite ? angle : .zero, anchor: anchor))
  }
  /// Draws the view at `opacity`, 0...1, as one group.
  public func opacity(_ opacity: Double) -> some VisualEffect {
    adding(.opacity(opacity.isFinite ? min(1, max(0, opacity)) : 1))
  }
  /// Blurs the drawing by a Gaussian of standard deviation `radius` points; with `opaque`, clipped
  /// to the frame.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
    adding(.blur(radius: radius.isFinite ? max(0, Double(radius)) : 0, opaque: opaque))
  }
  /// Rotates the drawing's hues by `angle`.
  public func hueRotation(_ angle: Angle) -> some VisualEffect {
    let (s, c) = Trig.sinCos(turns: angle.radians.isFinite ? angle.degrees / 360 : 0)
    return adding(.colorMatrix(.hueRotation(sin: s, cos: c)))
  }
  /// Adds `amount` to each color component: −1 black … 0 unchanged … 1 white.
  public func brightness(_ amount: Double) -> some VisualEffect { adding(.colorMatrix(.brightness(amount))) }
  /// Scales contrast by `amount` around middle gray (1 unchanged).
  public func contrast(_ amount: Double) -> some VisualEffect { adding(.colorMatrix(.contrast(amount))) }
  /// Scales saturation by `amount` (0 gray, 1 unchanged).
  public func saturation(_ amount: Double) -> some VisualEffect { adding(.colorMatrix(.saturation(amount))) }
  /// Turns the drawing gray by `amount`, 0...1.
  public func grayscale(_ amount: Double) -> some VisualEffect { adding(.colorMatrix(.grayscale(amount))) }
  /// Multiplies the drawing's colors by `color`'s components (resolved in the view's environment).
  public func colorMultiply(_ color: Color) -> some VisualEffect { adding(.colorMultiply(color)) }
}
