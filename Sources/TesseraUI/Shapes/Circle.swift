import Foundation

/// The largest circle centered in its frame.
nonisolated public struct Circle: InsettableShape {
  var insetAmount = 0.0
  /// Creates a circle.
  public init() {}
  /// The circle.
  public func path(in rect: Rect) -> Path {
    let r = max(0, min(rect.width, rect.height) / 2 - insetAmount)
    return Path(circleCenter: rect.center, radius: r)
  }
  /// The circle inset.
  public func inset(by amount: CGFloat) -> Circle {
    var c = self
    c.insetAmount += amount
    return c
  }
}
