import Foundation

/// A rounded rectangle whose radius is half its shorter side.
public struct Capsule: InsettableShape {
  var insetAmount = 0.0
  /// Creates a capsule.
  public init() {}
  /// The capsule.
  public func path(in rect: Rect) -> Path { Path(capsuleIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
  /// The capsule inset.
  public func inset(by amount: CGFloat) -> Capsule {
    var c = self
    c.insetAmount += amount
    return c
  }
}
