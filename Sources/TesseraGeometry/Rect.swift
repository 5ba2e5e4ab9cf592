/// An axis-aligned rectangle: an origin (top-left corner) and a size, in points.
///
/// Like `CGRect` it can hold any values; ``isValid`` tells whether it describes a real box
/// (finite, non-negative size). Drawing code treats invalid rectangles as empty.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left corner.
  public var origin: Point
  /// The width and height.
  public var size: Size

  /// Creates a rectangle from an origin and a size.
  public init(origin: Point = .zero, size: Size = .zero) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its left, top, width and height.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// Creates the rectangle spanning two corners, in any order; nil when a coordinate is not finite.
  public init?(corner a: Point, _ b: Point) {
    guard a.isFinite, b.isFinite else { return nil }
    self.init(
      x: Swift.min(a.x, b.x), y: Swift.min(a.y, b.y),
      width: abs(a.x - b.x), height: abs(a.y - b.y))
  }

  /// The rectangle at the origin with zero size.
  public static let zero = Rect()

  /// The left edge.
  public var minX: Double { origin.x }
  /// The top edge.
  public var minY: Double { origin.y }
  /// The right edge.
  public var maxX: Double { origin.x + size.width }
  /// The bottom edge.
  public var maxY: Double { origin.y + size.height }
  /// The horizontal center.
  public var midX: Double { origin.x + size.width / 2 }
  /// The vertical center.
  public var midY: Double { origin.y + size.height / 2 }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }
  /// The center point.
  public var center: Point { Point(x: midX, y: midY) }

  /// Whether the origin is finite and the size is finite and not negative.
  public var isValid: Bool { origin.isFinite && size.isValid }
  /// Whether the rectangle is invalid or encloses no area.
  public var isEmpty: Bool { !isValid || size.width == 0 || size.height == 0 }

  /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom
  /// (negative values shrink it; the size never goes below zero).
  public func insetBy(dx: Double, dy: Double) -> Rect {
    let w = Swift.max(0, size.width - 2 * dx)
    let h = Swift.max(0, size.height - 2 * dy)
    return Rect(x: midX - w / 2, y: midY - h / 2, width: w, height: h)
  }

  /// The rectangle moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
  }

  /// The rectangle shrunk by edge insets (negative insets grow it).
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.leading, y: minY + insets.top,
      width: Swift.max(0, width - insets.leading - insets.trailing),
      height: Swift.max(0, height - insets.top - insets.bottom))
  }

  /// The smallest rectangle holding both; an invalid operand is ignored.
  public func union(_ other: Rect) -> Rect {
    guard other.isValid else { return self }
    guard isValid else { return other }
    let x0 = Swift.min(minX, other.minX)
    let y0 = Swift.min(minY, other.minY)
    return Rect(
      x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0,
      height: Swift.max(maxY, other.maxY) - y0)
  }

  /// The overlap of two rectangles, or nil when they do not overlap or one is invalid.
  public func intersection(_ other: Rect) -> Rect? {
    guard isValid, other.isValid else { return nil }
    let x0 = Swift.max(minX, other.minX)
    let y0 = Swift.max(minY, other.minY)
    let x1 = Swift.min(maxX, other.maxX)
    let y1 = Swift.min(maxY, other.maxY)
    guard x1 > x0, y1 > y0 else { return nil }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// Whether the point lies inside (edges on the top and left count, bottom and right do not).
  public func contains(_ p: Point) -> Bool {
    p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
  }

  /// A textual form, `(x, y, w, h)`.
  public var description: String {
    "(\(minX.compactDescription), \(minY.compactDescription), \(width.compactDescription), \(height.compactDescription))"
  }
}
