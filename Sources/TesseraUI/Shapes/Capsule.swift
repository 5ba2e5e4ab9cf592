import Foundation

/// A rounded rectangle whose radius is half its shorter side.
nonisolated public struct Capsule: InsettableShape {
  var insetAmount = 0.0
  /// The corner style. Default `.continuous`, as SwiftUI's: a continuous rounded rectangle whose
  /// radius is half the shorter side, with pointed ends (`Path.continuousRoundedRect`);
  /// `.circular` ends are half circles.
  public var style: RoundedCornerStyle = .continuous
  /// Creates a capsule.
  public init() {}
  /// Creates a capsule with a corner style.
  public init(style: RoundedCornerStyle) { self.style = style }
  /// The capsule.
  public func path(in rect: Rect) -> Path {
    let inner = rect.insetBy(dx: insetAmount, dy: insetAmount)
    switch style {
    case .circular: return Path(capsuleIn: inner)
    case .continuous:
      return Path.continuousRoundedRect(inner, radius: min(inner.width, inner.height) / 2)
    }
  }
  /// The capsule inset.
  public func inset(by amount: CGFloat) -> Capsule {
    var c = self
    c.insetAmount += amount
    return c
  }
}
