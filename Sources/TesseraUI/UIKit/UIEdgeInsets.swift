import Foundation

#if !canImport(Darwin)
  /// UIKit's insets: top, left, bottom and right in points.
  nonisolated public struct UIEdgeInsets: Hashable, Sendable {
    /// The top inset in points.
    public var top: CGFloat
    /// The left inset in points.
    public var left: CGFloat
    /// The bottom inset in points.
    public var bottom: CGFloat
    /// The right inset in points.
    public var right: CGFloat

    /// Insets of each edge (default 0).
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
      self.top = top
      self.left = left
      self.bottom = bottom
      self.right = right
    }

    /// No inset.
    public static let zero = UIEdgeInsets()
  }
#endif
