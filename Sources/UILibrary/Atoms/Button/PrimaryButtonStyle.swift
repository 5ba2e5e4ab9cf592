import TesseraUI

/// The look of ``PrimaryButton``: colors, typography, size and shape. It is a SwiftUI
/// `ButtonStyle` (`PrimaryButtonStyle+ButtonStyle.swift`).
public struct PrimaryButtonStyle: Hashable, Sendable {
  /// The fill.
  public var background: Color
  /// The title and spinner color.
  public var foreground: Color
  /// The outline color (clear for none).
  public var border: Color
  /// The outline width in points.
  public var borderWidth: Double
  /// The title font before density scaling.
  public var font: Font
  /// The height in points before density scaling.
  public var height: Double
  /// Space left and right of the title, in points before density scaling.
  public var horizontalPadding: Double
  /// The corner radius in points.
  public var cornerRadius: Double
  /// Whether the button takes the whole width offered. Default false: it hugs its title.
  public var fillsWidth: Bool

  /// Creates a style.
  public init(
    background: Color, foreground: Color, border: Color = .clear, borderWidth: Double = 0, font: Font,
    height: Double = Constants.minimumControlHeight, horizontalPadding: Double = 20,
    cornerRadius: Double = 10,
    fillsWidth: Bool = false
  ) {
    self.background = background
    self.foreground = foreground
    self.border = border
    self.borderWidth = borderWidth
    self.font = font
    self.height = height
    self.horizontalPadding = horizontalPadding
    self.cornerRadius = cornerRadius
    self.fillsWidth = fillsWidth
  }
}
