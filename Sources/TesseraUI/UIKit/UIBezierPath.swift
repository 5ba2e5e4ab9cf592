import Foundation

#if !canImport(Darwin)
  /// UIKit's Bézier path, so app code that builds shapes with it (a `Shape` returning
  /// `Path(UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:).cgPath)`) compiles and draws the
  /// same outline. Coordinates are UIKit's: y grows downwards, and `clockwise` arcs turn clockwise on
  /// screen. `fill()` and `stroke()` draw into the current UIKit context (an image renderer's).
  nonisolated public final class UIBezierPath: @unchecked Sendable {
    /// The outline.
    var path: Path
    /// The width of a stroke, in points. Default 1.
    public var lineWidth: CGFloat = 1
    /// How stroke ends are drawn. Default `.butt`.
    public var lineCapStyle: CGLineCap = .butt
    /// How stroke corners are drawn. Default `.miter`.
    public var lineJoinStyle: CGLineJoin = .miter
    /// Whether the even-odd rule fills the path. Default false.
    public var usesEvenOddFillRule = false

    init(_ path: Path) { self.path = path }

    /// An empty path.
    public convenience init() { self.init(Path()) }
    /// A rectangle.
    public convenience init(rect: CGRect) { self.init(Path(rect)) }
    /// An ellipse inscribed in a rectangle.
    public convenience init(ovalIn rect: CGRect) { self.init(Path(ellipseIn: rect)) }
    /// A rectangle with its four corners rounded (UIKit's smooth corners; the radius is at most
    /// half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
      self.init(Path.continuousRoundedRect(Rect(rect), radius: Double(cornerRadius)))
    }
    /// A rectangle with some corners rounded by circular arcs of `cornerRadii.width` (at most half
    /// the shorter side), the others square.
    public convenience init(
      roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
    ) {
      let r = Rect(rect)
      let radius =
        cornerRadii.width.isFinite ? max(0, min(Double(cornerRadii.width), min(r.width, r.height) / 2)) : 0
      func at(_ corner: UIRectCorner) -> Double { corners.contains(corner) ? radius : 0 }
      self.init(
        Path(
          roundedRect: r,
          radii: CornerRadii(
            topLeading: at(.topLeft), topTrailing: at(.topRight), bottomTrailing: at(.bottomRight),
            bottomLeading: at(.bottomLeft))))
    }
    /// An arc of a circle: angles in radians from the +x axis; `clockwise` turns clockwise on
    /// screen.
    public convenience init(
      arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
      self.init()
      addArc(
        withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// A Core Graphics path.
    public convenience init(cgPath: CGPath) { self.init(Path(cgPath)) }

    /// The path as a Core Graphics path (`Path(bezier.cgPath)` draws it in SwiftUI).
    public var cgPath: CGPath { path.cgPath }
    /// The smallest rectangle holding the path's points and control points.
    public var bounds: CGRect { path.boundingRect }
    /// Whether the path has no element.
    public var isEmpty: Bool { path.isEmpty }
    /// The point where the next segment starts.
    public var currentPoint: CGPoint { path.currentPoint.map { CGPoint(x: $0.x, y: $0.y) } ?? .zero }

    /// Starts a subpath at a point.
    public func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a line to a point.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Adds a cubic Bézier curve.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
      path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a quadratic Bézier curve.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
      path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// Adds an arc: angles in radians; `clockwise` turns clockwise on screen.
    public func addArc(
      withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
      // On screen (y down) UIKit's clockwise sweeps toward increasing angles, which is SwiftUI's
      // `clockwise: false`.
      path.addArc(
        center: center, radius: radius, startAngle: .radians(Double(startAngle)),
        endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }
    /// Closes the current subpath.
    public func close() { path.closeSubpath() }
    /// Adds another path's elements.
    public func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Removes every element.
    public func removeAllPoints() { path = Path() }
    /// Transforms every point.
    public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }
    /// Fills the path with the current UIKit context's fill color (`UIColor.setFill()`), as in an
    /// image renderer's closure; nothing outside a context.
    public func fill() { UIGraphicsGetCurrentContext()?.fill(path, evenOdd: usesEvenOddFillRule) }
    /// Strokes the path with the current UIKit context's stroke color and the path's own line
    /// width, cap and join; nothing outside a context.
    public func stroke() {
      UIGraphicsGetCurrentContext()?.stroke(path, width: lineWidth, cap: lineCapStyle, join: lineJoinStyle)
    }
  }

  extension CGLineCap {
    /// The raster stroke's cap of the same shape.
    var strokeCap: StrokeStyle.LineCap {
      switch self {
      case .butt: .butt
      case .round: .round
      case .square: .square
      }
    }
  }

  extension CGLineJoin {
    /// The raster stroke's join of the same shape.
    var strokeJoin: StrokeStyle.LineJoin {
      switch self {
      case .miter: .miter
      case .round: .round
      case .bevel: .bevel
      }
    }
  }

  /// How the ends of a stroke are drawn, as Core Graphics' `CGLineCap`.
  nonisolated public enum CGLineCap: Int32, Sendable {
    /// Flat at the end.
    case butt
    /// A half circle past the end.
    case round
    /// A half square past the end.
    case square
  }

  /// How the corners of a stroke are drawn, as Core Graphics' `CGLineJoin`.
  nonisolated public enum CGLineJoin: Int32, Sendable {
    /// Pointed.
    case miter
    /// Rounded.
    case round
    /// Cut off.
    case bevel
  }
#endif
