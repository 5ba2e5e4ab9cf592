import Foundation

/// A rounded rectangle whose radius is half its shorter side.
nonisolated public struct Capsule: InsettableShape {
  var insetAmount = 0.0
  /// The corner style (drawn circular: a capsule's continuous ends differ by under a point).
  public var style: RoundedCornerStyle = .continuous
  /// Creates a capsule.
  public init() {}
  /// Creates a capsule with a corner style.
  public init(style: RoundedCornerStyle) { self.style = style }
  /// The capsule.
  public func path(in rect: Rect) -> Path { Path(capsuleIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
  /// The capsule inset.
  public func inset(by amount: CGFloat) -> Capsule {
    var c = self
    c.insetAmount += amount
    return c
  }
}
