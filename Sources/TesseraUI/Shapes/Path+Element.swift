import Foundation
import TesseraGeometry

extension Path {
  /// One element of a path, as SwiftUI's `Path.Element` (points as Core Graphics' `CGPoint`).
  public enum Element: Equatable, Sendable {
    /// Starts a subpath at a point.
    case move(to: CGPoint)
    /// A straight line to a point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve to a point with one control point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve to a point with two control points.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the current subpath with a line back to its start.
    case closeSubpath
  }

  /// Calls `body` with each element of the path, in order.
  public func forEach(_ body: (Element) -> Void) {
    func cg(_ p: Point) -> CGPoint { CGPoint(x: p.x, y: p.y) }
    for element in elements {
      switch element {
      case .move(let p): body(.move(to: cg(p)))
      case .line(let p): body(.line(to: cg(p)))
      case .quadCurve(let p, let c): body(.quadCurve(to: cg(p), control: cg(c)))
      case .curve(let p, let c1, let c2): body(.curve(to: cg(p), control1: cg(c1), control2: cg(c2)))
      case .closeSubpath: body(.closeSubpath)
      }
    }
  }

}

#if !canImport(Darwin)
  extension Path {
    /// The path as a Core Graphics path (on Linux, Tessera's ``CGPath``).
    public var cgPath: CGPath { CGPath(path: self) }

    /// The path of a Core Graphics path.
    public init(_ path: CGPath) { self = path.path }
  }
#endif
