import Foundation

/// The ellipse filling its frame.
nonisolated public struct Ellipse: InsettableShape {
  var insetAmount = 0.0
  /// Creates an ellipse.
  public init() {}
  /// The ellipse.
  public func path(in rect: Rect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
  /// The ellipse inset.
  public func inset(by amount: CGFloat) -> Ellipse {
    var e = self
    e.insetAmount += amount
    return e
  }
}
