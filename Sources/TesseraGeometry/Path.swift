/// An outline made of subpaths of lines and Bézier curves, as SwiftUI's `Path`.
///
/// A path is a plain value. Building calls never trap: a non-finite point makes the path
/// report `isFinite == false`, and renderers draw nothing for such a path. Shape constructors
/// (``init(_:)``, ``init(roundedRect:radii:)``, ``init(ellipseIn:)``) return an empty path for
/// invalid rectangles.
public struct Path: Hashable, Sendable {
  /// The drawing instructions, in order.
  public private(set) var elements: [PathElement] = []
  private var currentStart: Point? = nil
  private var current: Point? = nil

  /// Creates an empty path.
  public init() {}

  /// Creates a path by running a building closure, as `Path { p in ... }` in SwiftUI.
  public init(_ build: (inout Path) -> Void) {
    build(&self)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Whether every point in the path is finite.
  public var isFinite: Bool { elements.allSatisfy(\.isFinite) }

  /// The current point: the end of the last element, or nil at the start of a subpath.
  public var currentPoint: Point? { current }

  /// Starts a new subpath at `p`.
  @_disfavoredOverload
  public mutating func move(to p: Point) {
    elements.append(.move(to: p))
    currentStart = p
    current = p
  }

  /// Adds a line from the current point to `p` (starting a subpath at `p` if there is none).
  @_disfavoredOverload
  public mutating func addLine(to p: Point) {
    guard current != nil else { return move(to: p) }
    elements.append(.line(to: p))
    current = p
  }

  /// Adds a quadratic Bézier curve to `p` with control point `control`.
  @_disfavoredOverload
  public mutating func addQuadCurve(to p: Point, control: Point) {
    guard current != nil else { return move(to: p) }
    elements.append(.quadCurve(to: p, control: control))
    current = p
  }

  /// Adds a cubic Bézier curve to `p` with control points `control1` and `control2`.
  @_disfavoredOverload
  public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
    guard current != nil else { return move(to: p) }
    elements.append(.curve(to: p, control1: control1, control2: control2))
    current = p
  }

  /// Closes the current subpath. Does nothing when there is no open subpath.
  public mutating func closeSubpath() {
    guard current != nil else { return }
    elements.append(.closeSubpath)
    current = currentStart
  }

  /// Appends all subpaths of another path.
  public mutating func addPath(_ other: Path, transform: AffineTransform = .identity) {
    for e in other.elements {
      switch e.applying(transform) {
      case .move(let p): move(to: p)
      case .line(let p): addLine(to: p)
      case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
      case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
      case .closeSubpath: closeSubpath()
      }
    }
  }

  // Disfavored: SwiftUI code writes `path.applying(.init(scaleX: -1, y: 1))`, which means
  // Core Graphics' transform where both exist.
  /// A copy with every point mapped by `transform`.
  @_disfavoredOverload
  public func applying(_ transform: AffineTransform) -> Path {
    if transform.isIdentity { return self }
    var p = Path()
    p.addPath(self, transform: transform)
    return p
  }

  /// The smallest rectangle holding every point of the path, control points included
  /// (an upper bound of the painted area); `.zero` for an empty or non-finite path.
  public var controlPointBounds: Rect {
    var box = BoundingBox()
    for e in elements {
      switch e {
      case .move(let p), .line(let p): box.add(p)
      case .quadCurve(let p, let c):
        box.add(p)
        box.add(c)
      case .curve(let p, let c1, let c2):
        box.add(p)
        box.add(c1)
        box.add(c2)
      case .closeSubpath: break
      }
    }
    return box.rect
  }
}

/// Accumulates the bounds of points; `.zero` when none (or a non-finite one) was added.
struct BoundingBox {
  private var minX = Double.infinity
  private var minY = Double.infinity
  private var maxX = -Double.infinity
  private var maxY = -Double.infinity

  mutating func add(_ p: Point) {
    minX = min(minX, p.x)
    minY = min(minY, p.y)
    maxX = max(maxX, p.x)
    maxY = max(maxY, p.y)
  }

  var rect: Rect {
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return .zero }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
