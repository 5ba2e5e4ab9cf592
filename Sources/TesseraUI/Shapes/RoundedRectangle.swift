import Foundation

/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle`: one radius (or a size, whose
/// width is used) with circular or continuous corners.
nonisolated public struct RoundedRectangle: InsettableShape {
  /// The corner size in points (SwiftUI's; the width is the radius drawn).
  public var cornerSize: CGSize
  /// The corner style. Default `.continuous`, as SwiftUI's.
  public var style: RoundedCornerStyle
  var insetAmount = 0.0

  /// Creates a rounded rectangle with one radius; corners `.continuous` by default, as SwiftUI.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }
  /// Creates a rounded rectangle with a corner size.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  /// The rounded frame, inset (the radius shrinks by the inset, as SwiftUI does).
  public func path(in rect: Rect) -> Path {
    let r = max(0, Double(cornerSize.width) - insetAmount)
    let inner = rect.insetBy(dx: insetAmount, dy: insetAmount)
    switch style {
    case .circular: return Path(roundedRect: inner, radii: CornerRadii(all: r))
    case .continuous: return Path.continuousRoundedRect(inner, radius: r)
    }
  }
  /// The radii as circular corners (shadows are drawn from these: a blurred continuous corner
  /// differs from a circular one by less than the blur).
  var cornerRadii: CornerRadii { CornerRadii(all: max(0, Double(cornerSize.width))) }

  /// The shape inset.
  public func inset(by amount: CGFloat) -> RoundedRectangle {
    var r = self
    r.insetAmount += amount
    return r
  }
}
