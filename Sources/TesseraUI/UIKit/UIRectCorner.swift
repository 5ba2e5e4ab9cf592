#if !canImport(Darwin)
  /// Corners of a rectangle, as UIKit's `UIRectCorner` (for `UIBezierPath(roundedRect:
  /// byRoundingCorners:cornerRadii:)`).
  nonisolated public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The corners as bits.
    public let rawValue: UInt
    /// A set of corners.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Top left.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// Top right.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// Bottom left.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// Bottom right.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
  }
#endif
