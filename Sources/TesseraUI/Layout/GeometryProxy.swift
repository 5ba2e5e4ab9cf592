import Foundation

/// The size and place of a `GeometryReader`, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
  /// The reader's size, in points.
  public let size: CGSize
  /// The safe area insets of the reader (0: bars are outside it).
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
