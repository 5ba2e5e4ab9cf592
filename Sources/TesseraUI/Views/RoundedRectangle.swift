import Foundation

/// A rectangle with rounded corners: one radius, or one per corner.
public struct RoundedRectangle: InsettableShape {
  /// The corner radii, in points.
  public var cornerRadii: CornerRadii
  var insetAmount = 0.0

  /// Creates a rounded rectangle with one radius.
  public init(cornerRadius: CGFloat) { cornerRadii = CornerRadii(all: cornerRadius) }
  /// Creates a rounded rectangle with a radius per corner.
  public init(cornerRadii: CornerRadii) { self.cornerRadii = cornerRadii }

  /// The rounded frame, inset (the radii shrink by the inset, as SwiftUI does).
  public func path(in rect: Rect) -> Path {
    Path(
      roundedRect: rect.insetBy(dx: insetAmount, dy: insetAmount), radii: cornerRadii.outset(by: -insetAmount)
    )
  }
  /// The shape inset.
  public func inset(by amount: CGFloat) -> RoundedRectangle {
    var r = self
    r.insetAmount += amount
    return r
  }
}
