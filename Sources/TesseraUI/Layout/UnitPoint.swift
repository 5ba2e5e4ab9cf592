/// A point in a view's bounds as fractions of its size: (0, 0) top-leading, (1, 1)
/// bottom-trailing.
public struct UnitPoint: Hashable, Sendable {
  /// Fraction of the width.
  public var x: Double
  /// Fraction of the height.
  public var y: Double

  /// Creates a unit point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// (0.5, 0.5).
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// (0, 0.5).
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// (1, 0.5).
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// (0.5, 0).
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// (0.5, 1).
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// (0, 0).
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// (1, 0).
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// (0, 1).
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// (1, 1).
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)

  /// The point in a rectangle (x mirrored in right-to-left layout).
  func point(in rect: Rect, _ direction: LayoutDirection = .leftToRight) -> Point {
    let fx = direction == .rightToLeft ? 1 - x : x
    return Point(x: rect.minX + rect.width * fx, y: rect.minY + rect.height * y)
  }
}
