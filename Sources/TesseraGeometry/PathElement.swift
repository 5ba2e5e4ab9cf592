/// One drawing instruction of a ``Path``.
public enum PathElement: Hashable, Sendable {
  /// Starts a new subpath at a point.
  case move(to: Point)
  /// A straight line to a point.
  case line(to: Point)
  /// A quadratic Bézier curve to a point with one control point.
  case quadCurve(to: Point, control: Point)
  /// A cubic Bézier curve to a point with two control points.
  case curve(to: Point, control1: Point, control2: Point)
  /// Closes the current subpath with a line back to its start.
  case closeSubpath

  /// The element with every point mapped by a transform.
  public func applying(_ t: AffineTransform) -> PathElement {
    switch self {
    case .move(let p): return .move(to: t.apply(p))
    case .line(let p): return .line(to: t.apply(p))
    case .quadCurve(let p, let c): return .quadCurve(to: t.apply(p), control: t.apply(c))
    case .curve(let p, let c1, let c2):
      return .curve(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
    case .closeSubpath: return .closeSubpath
    }
  }

  /// Whether every point of the element is finite.
  public var isFinite: Bool {
    switch self {
    case .move(let p), .line(let p): return p.isFinite
    case .quadCurve(let p, let c): return p.isFinite && c.isFinite
    case .curve(let p, let c1, let c2): return p.isFinite && c1.isFinite && c2.isFinite
    case .closeSubpath: return true
    }
  }
}
