import Foundation

/// Where a scroll gesture will settle, as SwiftUI's `ScrollTarget`: a rectangle of the content
/// (in points) and an optional anchor in it. A custom `ScrollTargetBehavior` adjusts it.
public struct ScrollTarget: Hashable, Sendable {
  /// The rectangle of the content to show.
  public var rect: CGRect
  /// Where in the viewport the rectangle is aligned (nil: the system decides).
  public var anchor: UnitPoint?

  /// A target rectangle and anchor.
  public init(rect: CGRect, anchor: UnitPoint? = nil) {
    self.rect = rect
    self.anchor = anchor
  }

  /// Equal rectangles and anchors.
  public static func == (a: ScrollTarget, b: ScrollTarget) -> Bool {
    a.rect.origin.x == b.rect.origin.x && a.rect.origin.y == b.rect.origin.y
      && a.rect.size.width == b.rect.size.width
      && a.rect.size.height == b.rect.size.height && a.anchor == b.anchor
  }
  /// Hashes the rectangle and anchor.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(Double(rect.origin.x))
    hasher.combine(Double(rect.origin.y))
    hasher.combine(Double(rect.size.width))
    hasher.combine(Double(rect.size.height))
    hasher.combine(anchor)
  }
}
