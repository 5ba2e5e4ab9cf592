import TesseraUI

/// The look of ``AvatarImage``: size, the initials' colors and font.
public struct AvatarImageStyle: Hashable, Sendable {
  /// Diameter in points before density scaling.
  public var size: Double
  /// The circle's fill behind initials.
  public var fill: Color
  /// The initials' color.
  public var foreground: Color
  /// The initials' font before density scaling.
  public var font: Font

  /// Creates a style.
  public init(size: Double, fill: Color, foreground: Color, font: Font) {
    self.size = size
    self.fill = fill
    self.foreground = foreground
    self.font = font
  }
}
