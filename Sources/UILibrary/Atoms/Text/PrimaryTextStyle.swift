import TesseraText
import TesseraUI

/// The look of ``PrimaryText``: font, color and line settings.
public struct PrimaryTextStyle: Hashable, Sendable {
  /// The font before density scaling.
  public var font: Font
  /// The text color.
  public var color: Color
  /// The most lines; nil for no limit.
  public var lineLimit: Int?
  /// Alignment of multiline text.
  public var alignment: TextAlignment

  /// Creates a style.
  public init(font: Font, color: Color, lineLimit: Int? = nil, alignment: TextAlignment = .leading) {
    self.font = font
    self.color = color
    self.lineLimit = lineLimit
    self.alignment = alignment
  }
}
