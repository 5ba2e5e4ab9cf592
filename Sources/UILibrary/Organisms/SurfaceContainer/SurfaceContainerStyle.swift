import TesseraUI

/// The look of ``SurfaceContainer``: fill, border, corner radius, padding and title style.
public struct SurfaceContainerStyle: Hashable, Sendable {
  /// The fill.
  public var fill: Color
  /// The border (clear for none).
  public var border: Color
  /// Corner radius in points.
  public var cornerRadius: Double
  /// Inner padding before density scaling.
  public var padding: Double
  /// The title's style.
  public var title: PrimaryTextStyle

  /// Creates a style.
  public init(fill: Color, border: Color, cornerRadius: Double, padding: Double, title: PrimaryTextStyle) {
    self.fill = fill
    self.border = border
    self.cornerRadius = cornerRadius
    self.padding = padding
    self.title = title
  }
}
