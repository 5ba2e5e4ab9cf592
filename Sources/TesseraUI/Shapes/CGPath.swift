import Foundation
import TesseraGeometry

#if !canImport(Darwin)
  /// Core Graphics' immutable path, for code written against SwiftUI on platforms whose
  /// Foundation lacks it (Linux): what `Path.cgPath` gives and `Path(_:)` takes.
  ///
  /// Status: partial. It holds a `Path`; build one with ``CGMutablePath``; its bounding box and
  /// emptiness are read. Core Graphics' C functions (`CGPathApply`…) are not provided: iterate
  /// `Path(cgPath).forEach` instead.
  open class CGPath: @unchecked Sendable {
    var path: Path

    init(path: Path) { self.path = path }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.elements.isEmpty }

    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingBox: CGRect {
      var minX = Double.infinity
      var minY = Double.infinity
      var maxX = -Double.infinity
      var maxY = -Double.infinity
      func add(_ p: Point) {
        minX = min(minX, p.x)
        minY = min(minY, p.y)
        maxX = max(maxX, p.x)
        maxY = max(maxY, p.y)
      }
      for element in path.elements {
        switch element {
        case .move(let p), .line(let p): add(p)
        case .quadCurve(let p, let c):
          add(p)
          add(c)
        case .curve(let p, let c1, let c2):
          add(p)
          add(c1)
          add(c2)
        case .closeSubpath: break
        }
      }
      guard minX <= maxX else { return .null }
      return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A copy that cannot change.
    public func copy() -> CGPath { CGPath(path: path) }

    /// A copy that can be built on.
    public func mutableCopy() -> CGMutablePath {
      let copy = CGMutablePath()
      copy.path = path
      return copy
    }
  }

  /// Core Graphics' mutable path (on Linux): subpaths built point by point.
  public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(path: Path()) }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: point) }
    /// A line to `point`.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// A quadratic curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
      path.addQuadCurve(to: end, control: control)
    }
    /// A cubic curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
      path.addCurve(to: end, control1: control1, control2: control2)
    }
    /// Closes the current subpath.
    public func closeSubpath() { path.closeSubpath() }
    /// A rectangle as a closed subpath.
    public func addRect(_ rect: CGRect) { path.addRect(rect) }
    /// An ellipse inside `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect) }
    /// Another path's subpaths.
    public func addPath(_ other: CGPath) { path.addPath(other.path) }
  }
#endif
