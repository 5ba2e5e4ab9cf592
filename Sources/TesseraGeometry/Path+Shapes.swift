/// The cubic Bézier constant for a quarter circle, `4/3·(√2 − 1)`, written out as a fixed
/// constant so that no trigonometry is needed and every machine builds the same curves.
let quarterCircleKappa = 0.5522847498307936

extension Path {
  /// A rectangle, clockwise from the top-left corner; empty when `rect` is invalid.
  public init(_ rect: Rect) {
    self.init()
    guard rect.isValid else { return }
    move(to: Point(x: rect.minX, y: rect.minY))
    addLine(to: Point(x: rect.maxX, y: rect.minY))
    addLine(to: Point(x: rect.maxX, y: rect.maxY))
    addLine(to: Point(x: rect.minX, y: rect.maxY))
    closeSubpath()
  }

  /// A rounded rectangle with per-corner circular radii, clockwise; radii are clamped with
  /// ``CornerRadii/clamped(to:)``. Empty when `rect` is invalid.
  public init(roundedRect rect: Rect, radii: CornerRadii) {
    self.init()
    guard rect.isValid else { return }
    let r = radii.clamped(to: rect.size)
    if r.isZero {
      self = Path(rect)
      return
    }
    let k = quarterCircleKappa
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    move(to: Point(x: x0 + r.topLeading, y: y0))
    addLine(to: Point(x: x1 - r.topTrailing, y: y0))
    if r.topTrailing > 0 {
      let q = r.topTrailing
      addCurve(
        to: Point(x: x1, y: y0 + q), control1: Point(x: x1 - q + q * k, y: y0),
        control2: Point(x: x1, y: y0 + q - q * k))
    }
    addLine(to: Point(x: x1, y: y1 - r.bottomTrailing))
    if r.bottomTrailing > 0 {
      let q = r.bottomTrailing
      addCurve(
        to: Point(x: x1 - q, y: y1), control1: Point(x: x1, y: y1 - q + q * k),
        control2: Point(x: x1 - q + q * k, y: y1))
    }
    addLine(to: Point(x: x0 + r.bottomLeading, y: y1))
    if r.bottomLeading > 0 {
      let q = r.bottomLeading
      addCurve(
        to: Point(x: x0, y: y1 - q), control1: Point(x: x0 + q - q * k, y: y1),
        control2: Point(x: x0, y: y1 - q + q * k))
    }
    addLine(to: Point(x: x0, y: y0 + r.topLeading))
    if r.topLeading > 0 {
      let q = r.topLeading
      addCurve(
        to: Point(x: x0 + q, y: y0), control1: Point(x: x0, y: y0 + q - q * k),
        control2: Point(x: x0 + q - q * k, y: y0))
    }
    closeSubpath()
  }

  /// A rounded rectangle with the same radius on every corner.
  public init(roundedRect rect: Rect, cornerRadius: Double) {
    self.init(roundedRect: rect, radii: CornerRadii(all: cornerRadius))
  }

  /// The ellipse inscribed in `rect`, clockwise from its rightmost point; empty when `rect` is
  /// invalid. Four cubic Béziers with the fixed quarter-circle constant.
  public init(ellipseIn rect: Rect) {
    self.init()
    guard rect.isValid, !rect.isEmpty else { return }
    let k = quarterCircleKappa
    let rx = rect.width / 2
    let ry = rect.height / 2
    let cx = rect.midX
    let cy = rect.midY
    move(to: Point(x: cx + rx, y: cy))
    addCurve(
      to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ry * k),
      control2: Point(x: cx + rx * k, y: cy + ry))
    addCurve(
      to: Point(x: cx - rx, y: cy), control1: Point(x: cx - rx * k, y: cy + ry),
      control2: Point(x: cx - rx, y: cy + ry * k))
    addCurve(
      to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ry * k),
      control2: Point(x: cx - rx * k, y: cy - ry))
    addCurve(
      to: Point(x: cx + rx, y: cy), control1: Point(x: cx + rx * k, y: cy - ry),
      control2: Point(x: cx + rx, y: cy - ry * k))
    closeSubpath()
  }

  /// A circle of `radius` around `center`; empty for a negative or non-finite radius.
  public init(circleCenter center: Point, radius: Double) {
    guard radius.isFinite, radius >= 0 else {
      self.init()
      return
    }
    self.init(
      ellipseIn: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
  }

  /// A capsule: a rounded rectangle whose radius is half its shorter side.
  public init(capsuleIn rect: Rect) {
    guard rect.isValid else {
      self.init()
      return
    }
    self.init(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
  }
}
