import Foundation

/// A rectangle filling its frame.
nonisolated public struct Rectangle: InsettableShape {
  var insetAmount = 0.0
  /// Creates a rectangle.
  public init() {}
  /// The frame, inset.
  public func path(in rect: Rect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
  /// The rectangle inset.
  public func inset(by amount: CGFloat) -> Rectangle {
    var r = self
    r.insetAmount += amount
    return r
  }
}
