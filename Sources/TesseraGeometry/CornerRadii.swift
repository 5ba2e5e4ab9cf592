/// Radii of the four corners of a rounded rectangle, in points.
///
/// Radii are circular. ``clamped(to:)`` applies CSS's rule: negative or non-finite radii become
/// 0, and when two adjacent radii add up to more than the side between them, all four are
/// scaled down by the same factor until they fit.
public struct CornerRadii: Hashable, Sendable {
  /// Radius of the top-left corner. Default 0.
  public var topLeading: Double
  /// Radius of the top-right corner. Default 0.
  public var topTrailing: Double
  /// Radius of the bottom-right corner. Default 0.
  public var bottomTrailing: Double
  /// Radius of the bottom-left corner. Default 0.
  public var bottomLeading: Double

  /// Creates radii, each defaulting to 0.
  public init(
    topLeading: Double = 0, topTrailing: Double = 0, bottomTrailing: Double = 0,
    bottomLeading: Double = 0
  ) {
    self.topLeading = topLeading
    self.topTrailing = topTrailing
    self.bottomTrailing = bottomTrailing
    self.bottomLeading = bottomLeading
  }

  /// The same radius on every corner.
  public init(all radius: Double) {
    self.init(topLeading: radius, topTrailing: radius, bottomTrailing: radius, bottomLeading: radius)
  }

  /// Square corners.
  public static let zero = CornerRadii()

  /// Whether every radius is zero.
  public var isZero: Bool {
    topLeading == 0 && topTrailing == 0 && bottomTrailing == 0 && bottomLeading == 0
  }

  /// Whether all four radii are equal.
  public var isUniform: Bool {
    topLeading == topTrailing && topLeading == bottomTrailing && topLeading == bottomLeading
  }

  /// The largest of the four radii.
  public var maximum: Double { max(max(topLeading, topTrailing), max(bottomTrailing, bottomLeading)) }

  /// The radii made valid for a rectangle of `size` (CSS overlap rule; see the type's summary).
  public func clamped(to size: Size) -> CornerRadii {
    func clean(_ r: Double) -> Double { r.isFinite && r > 0 ? r : 0 }
    var r = CornerRadii(
      topLeading: clean(topLeading), topTrailing: clean(topTrailing),
      bottomTrailing: clean(bottomTrailing), bottomLeading: clean(bottomLeading))
    guard size.isValid else { return .zero }
    var f = 1.0
    func limit(_ side: Double, _ a: Double, _ b: Double) {
      let sum = a + b
      if sum > side && sum > 0 { f = min(f, side / sum) }
    }
    limit(size.width, r.topLeading, r.topTrailing)
    limit(size.width, r.bottomLeading, r.bottomTrailing)
    limit(size.height, r.topLeading, r.bottomLeading)
    limit(size.height, r.topTrailing, r.bottomTrailing)
    if f < 1 {
      r.topLeading *= f
      r.topTrailing *= f
      r.bottomTrailing *= f
      r.bottomLeading *= f
    }
    return r
  }

  /// The radii grown (positive `delta`) or shrunk by `delta`, never below zero; a zero radius
  /// stays zero, as CSS spread does for square corners.
  public func outset(by delta: Double) -> CornerRadii {
    func grow(_ r: Double) -> Double { r > 0 ? max(0, r + delta) : 0 }
    return CornerRadii(
      topLeading: grow(topLeading), topTrailing: grow(topTrailing),
      bottomTrailing: grow(bottomTrailing), bottomLeading: grow(bottomLeading))
  }
}
