/// Where a popover points, as SwiftUI's `PopoverAttachmentAnchor` (popovers are sheets here).
public enum PopoverAttachmentAnchor: Sendable {
  /// A rectangle.
  case rect(Anchor)
  /// A point.
  case point(UnitPoint)

  /// A rectangle anchor.
  public enum Anchor: Sendable {
    /// The view's bounds.
    case bounds
  }
}
