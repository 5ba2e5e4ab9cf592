/// A width and a height, in points (or pixels in device space).
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal extent. Default 0.
  public var width: Double
  /// The vertical extent. Default 0.
  public var height: Double

  /// Creates a size.
  public init(width: Double = 0, height: Double = 0) {
    self.width = width
    self.height = height
  }

  /// A size of zero by zero.
  public static let zero = Size()

  /// Whether both extents are finite and not negative: the sizes that describe real boxes.
  public var isValid: Bool { width.isFinite && height.isFinite && width >= 0 && height >= 0 }

  /// The size scaled by a factor.
  public static func * (lhs: Size, rhs: Double) -> Size {
    Size(width: lhs.width * rhs, height: lhs.height * rhs)
  }

  /// A textual form, `WxH`.
  public var description: String { "\(width.compactDescription)x\(height.compactDescription)" }
}
