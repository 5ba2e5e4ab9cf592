import Foundation

/// Where a scroll view's content is and how large it is, as SwiftUI's `ScrollGeometry` (iOS 18),
/// in points.
public struct ScrollGeometry: Equatable, Sendable {
  /// How far the content is scrolled: its visible rectangle's origin, less the insets.
  public var contentOffset: CGPoint
  /// The content's size.
  public var contentSize: CGSize
  /// The insets of the content within the container (safe area and content margins).
  public var contentInsets: EdgeInsets
  /// The scroll view's own size.
  public var containerSize: CGSize

  /// A geometry.
  public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }

  /// The part of the content that shows, in the content's coordinates.
  public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
  /// The scroll view's bounds: the visible rectangle.
  public var bounds: CGRect { visibleRect }
}

nonisolated extension View {
  /// Runs `action` when the value `transform` reads from the scroll geometry changes (iOS 18):
  /// nothing scrolls in a still, so it is not run.
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View { self }
}
