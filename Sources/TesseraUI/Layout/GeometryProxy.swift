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

  /// The reader's frame in a coordinate space: `.local` from its own origin, `.global` (and named
  /// spaces) in the rendered picture's coordinates.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local: return CGRect(origin: .zero, size: size)
    case .global, .named: return globalFrame
    }
  }
}
