/// A location in a two-dimensional coordinate space, in points (or pixels in device space).
///
/// The y axis points down, as in SwiftUI. Values may be any `Double`; code that draws
/// checks ``isFinite`` and treats non-finite geometry as invalid instead of trapping.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal coordinate. Default 0.
  public var x: Double
  /// The vertical coordinate, growing downwards. Default 0.
  public var y: Double

  /// Creates a point from its coordinates.
  public init(x: Double = 0, y: Double = 0) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point()

  /// Whether both coordinates are finite (neither NaN nor infinite).
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// The point moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Point { Point(x: x + dx, y: y + dy) }

  /// The component-wise sum of two points.
  public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
  /// The component-wise difference of two points.
  public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
  /// The point scaled by a factor about the origin.
  public static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }

  /// The dot product of two vectors.
  public func dot(_ other: Point) -> Double { x * other.x + y * other.y }
  /// The z component of the cross product of two vectors (positive when `other` turns clockwise
  /// on screen, with y down).
  public func cross(_ other: Point) -> Double { x * other.y - y * other.x }
  /// The Euclidean length of the vector from the origin to this point.
  public var length: Double { (x * x + y * y).squareRoot() }
  /// The distance between two points.
  public func distance(to other: Point) -> Double { (other - self).length }

  /// A textual form, `(x, y)`.
  public var description: String { "(\(x.compactDescription), \(y.compactDescription))" }
}

extension Double {
  /// A short decimal form: integers without a fractional part, others with up to 4 decimals.
  public var compactDescription: String {
    if !isFinite { return "\(self)" }
    let rounded = (self * 10000).rounded() / 10000
    if rounded == rounded.rounded(.towardZero) && abs(rounded) < 1e15 {
      return String(Int64(rounded))
    }
    return "\(rounded)"
  }
}
