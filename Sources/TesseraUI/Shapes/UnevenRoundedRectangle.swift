import Foundation

/// A rectangle with a radius per corner, as SwiftUI's `UnevenRoundedRectangle`: continuous
/// corners by default (`Path.continuousRoundedRect(_:radii:)`), circular with `.circular`.
nonisolated public struct UnevenRoundedRectangle: InsettableShape {
  /// The radii, in points.
  public var cornerRadii: RectangleCornerRadii
  /// The corner style. Default `.continuous`, as SwiftUI's.
  public var style: RoundedCornerStyle
  var insetAmount = 0.0

  /// Creates a shape from radii.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }
  /// Creates a shape from four radii (default 0).
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) {
    cornerRadii = RectangleCornerRadii(
      topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
      topTrailing: topTrailingRadius)
    self.style = style
  }

  /// The outline (leading corners on the left; mirrored in right-to-left layouts by the stack).
  public func path(in rect: Rect) -> Path {
    let c = cornerRadii
    func r(_ v: CGFloat) -> Double { max(0, Double(v) - insetAmount) }
    let radii = CornerRadii(
      topLeading: r(c.topLeading), topTrailing: r(c.topTrailing), bottomTrailing: r(c.bottomTrailing),
      bottomLeading: r(c.bottomLeading))
    let inner = rect.insetBy(dx: insetAmount, dy: insetAmount)
    switch style {
    case .circular: return Path(roundedRect: inner, radii: radii)
    case .continuous: return Path.continuousRoundedRect(inner, radii: radii)
    }
  }
  /// The shape inset.
  public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
    var s = self
    s.insetAmount += amount
    return s
  }
}
