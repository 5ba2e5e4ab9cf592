import TesseraUI

/// The look of ``DividerLine``: color, thickness and leading inset.
public struct DividerLineStyle: Hashable, Sendable {
  /// The line color.
  public var color: Color
  /// Thickness in points.
  public var thickness: Double
  /// Space before the line on the leading side, in points before density scaling.
  public var leadingInset: Double

  /// Creates a style.
  public init(color: Color, thickness: Double = 1, leadingInset: Double = 0) {
    self.color = color
    self.thickness = thickness
    self.leadingInset = leadingInset
  }
}
