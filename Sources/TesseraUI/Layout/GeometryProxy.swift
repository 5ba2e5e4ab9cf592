import Foundation

/// The size and place of a `GeometryReader`, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
  /// The reader's size, in points.
  public let size: CGSize
  /// How far the device's safe area reaches into the reader on each edge, in points: 0 for a
  /// reader laid out in the safe area; the status bar's and home indicator's depth for one that
  /// ignores it inside a `DeviceScreen`.
  public let safeAreaInsets: EdgeInsets
  let globalFrame: CGRect
  /// The scroll views around the reader when it was drawn, innermost last.
  var scrollViewports: [ScrollViewport] = []

  /// The reader's frame in a coordinate space: `.local` from its own origin, `.global` (and named
  /// spaces) in the rendered picture's coordinates, `.scrollView` (and `.scrollView(axis:)`)
  /// from the visible frame's origin of the innermost scroll view (along that axis; the global
  /// frame outside any scroll view).
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local: return CGRect(origin: .zero, size: size)
    case .global: return globalFrame
    case .named(let name):
      guard let space = name.base as? ScrollViewSpaceName else { return globalFrame }
      let viewport = scrollViewports.last { viewport in
        guard let axis = space.axis else { return true }
        return viewport.axes.contains(axis == .horizontal ? .horizontal : .vertical)
      }
      guard let viewport else { return globalFrame }
      return globalFrame.offsetBy(dx: -viewport.rect.minX, dy: -viewport.rect.minY)
    }
  }
}

/// The name of the `.scrollView` coordinate spaces (nil axis: the innermost scroll view).
struct ScrollViewSpaceName: Hashable, Sendable {
  let axis: Axis?
}

extension CoordinateSpace {
  /// The innermost scroll view's coordinate space: its visible frame's origin is (0, 0).
  public static var scrollView: CoordinateSpace { .named(ScrollViewSpaceName(axis: nil)) }
  /// The coordinate space of the innermost scroll view that scrolls along `axis`.
  public static func scrollView(axis: Axis) -> CoordinateSpace { .named(ScrollViewSpaceName(axis: axis)) }
}
