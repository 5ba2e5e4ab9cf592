import Foundation

extension Path {
  /// A rectangle.
  public init(_ rect: CGRect) { self.init(Rect(rect)) }
  /// An ellipse in a rectangle.
  public init(ellipseIn rect: CGRect) { self.init(ellipseIn: Rect(rect)) }
  /// A rounded rectangle (`.continuous` corners by default, as SwiftUI).
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self = RoundedRectangle(cornerRadius: cornerRadius, style: style).path(in: Rect(rect))
  }
  /// A rounded rectangle with a corner size.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self = RoundedRectangle(cornerSize: cornerSize, style: style).path(in: Rect(rect))
  }

  /// Starts a subpath at `p`.
  public mutating func move(to p: CGPoint) { move(to: Point(p)) }
  /// A line to `p`.
  public mutating func addLine(to p: CGPoint) { addLine(to: Point(p)) }
  /// A quadratic curve to `p`.
  public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
    addQuadCurve(
      to: Point(p), control: Point(control))
  }
  /// A cubic curve to `p`.
  public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
    addCurve(
      to: Point(p),
      control1: Point(control1),
      control2: Point(control2))
  }
  /// Lines through the points (the first starts a subpath).
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for p in points.dropFirst() { addLine(to: p) }
  }
  /// A closed rectangle, moved by `transform`. Default identity.
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    addPath(Path(rect), transform: AffineTransform(transform))
  }
  /// Closed rectangles, moved by `transform`. Default identity.
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for r in rects { addRect(r, transform: transform) }
  }
  /// A closed ellipse, moved by `transform`. Default identity.
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    addPath(Path(ellipseIn: rect), transform: AffineTransform(transform))
  }
  /// A closed rounded rectangle, moved by `transform`. Default identity.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    addPath(
      Path(roundedRect: rect, cornerSize: cornerSize, style: style), transform: AffineTransform(transform))
  }
  /// Another path's subpaths, moved by `transform`.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform) {
    addPath(path, transform: AffineTransform(transform))
  }
  /// The path moved by `transform`.
  public func applying(_ transform: CGAffineTransform) -> Path { applying(AffineTransform(transform)) }
  /// The path moved by (`dx`, `dy`).
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    applying(AffineTransform(translationX: Double(dx), y: Double(dy)))
  }

  /// An arc of a circle, as Core Graphics draws it in SwiftUI's flipped coordinates: angles from
  /// the +x axis toward +y; `clockwise: false` sweeps toward increasing angles. A line joins the
  /// current point to the arc's start. Built from cubic Béziers of at most 90° whose sines and
  /// cosines are computed without libm (`Trig`), then moved by `transform` (default identity).
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let m = AffineTransform(transform)
    let c = Point(center)
    let r = Double(radius)
    let turn = 2 * Double.pi
    let a0 = startAngle.radians
    var sweep = endAngle.radians - a0
    guard r.isFinite, r >= 0, a0.isFinite, sweep.isFinite else { return }
    if clockwise {
      while sweep > 0 { sweep -= turn }
    } else {
      while sweep < 0 { sweep += turn }
    }
    func point(_ a: Double) -> (Point, Double, Double) {
      let sc = Trig.sinCos(turns: a / turn)
      return (Point(x: c.x + r * sc.cos, y: c.y + r * sc.sin), sc.sin, sc.cos)
    }
    let (start, _, _) = point(a0)
    if currentPoint == nil { move(to: m.apply(start)) } else { addLine(to: m.apply(start)) }
    let segments = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
    let step = sweep / Double(segments)
    let q = Trig.sinCos(turns: step / 4 / turn)
    let k = 4.0 / 3.0 * (q.sin / q.cos)  // 4/3·tan(θ/4)
    var a = a0
    for _ in 0..<segments {
      let (p0, s0, c0) = point(a)
      let (p1, s1, c1) = point(a + step)
      addCurve(
        to: m.apply(p1), control1: m.apply(Point(x: p0.x - k * r * s0, y: p0.y + k * r * c0)),
        control2: m.apply(Point(x: p1.x + k * r * s1, y: p1.y - k * r * c1)))
      a += step
    }
  }

  /// An arc tangent to two lines (drawn as a line to the corner, then to the end point: partial).
  public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat) {
    addLine(to: p1)
    addLine(to: p2)
  }

  /// A path from the ring of a rectangle, as SwiftUI's `Path(CGRect)`; the bounding box of the
  /// path's points.
  public var boundingRect: CGRect {
    var xs: [Double] = []
    var ys: [Double] = []
    for e in elements {
      switch e {
      case .move(let p), .line(let p): xs.append(p.x); ys.append(p.y)
      case .quadCurve(let p, let c): xs += [p.x, c.x]; ys += [p.y, c.y]
      case .curve(let p, let c1, let c2): xs += [p.x, c1.x, c2.x]; ys += [p.y, c1.y, c2.y]
      case .closeSubpath: break
      }
    }
    guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .zero }
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}

nonisolated extension Path: Shape {
  /// The path itself (a path drawn as a view is filled with the foreground style).
  public func path(in rect: Rect) -> Path { self }
}
