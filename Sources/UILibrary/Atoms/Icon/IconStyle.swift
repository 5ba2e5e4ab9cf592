import TesseraUI

/// The look of ``IconView``: size and color.
public struct IconStyle: Hashable, Sendable {
  /// The size in points before density scaling.
  public var size: Double
  /// The color.
  public var color: Color

  /// Creates a style.
  public init(size: Double, color: Color) {
    self.size = size
    self.color = color
  }
}
