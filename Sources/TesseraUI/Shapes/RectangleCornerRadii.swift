import Foundation

/// The radii of a rectangle's four corners, as SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
  /// Top leading, in points.
  public var topLeading: CGFloat
  /// Bottom leading.
  public var bottomLeading: CGFloat
  /// Bottom trailing.
  public var bottomTrailing: CGFloat
  /// Top trailing.
  public var topTrailing: CGFloat
  /// Creates radii (default 0).
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}
