import TesseraRaster

/// What fills or strokes a shape or colors text: a color or a gradient.
public protocol ShapeStyle: Sendable {
  /// The raster paint for a shape whose bounds are `rect` (gradients are placed relative to it).
  func paint(in rect: Rect, direction: LayoutDirection) -> Paint
  /// One color standing for the style (text is drawn in one color).
  var representativeColor: Color { get }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
  let base: any ShapeStyle

  /// Wraps a style.
  public init(_ style: some ShapeStyle) { base = style }

  /// The wrapped style's paint.
  public func paint(in rect: Rect, direction: LayoutDirection) -> Paint {
    base.paint(in: rect, direction: direction)
  }
  /// The wrapped style's color.
  public var representativeColor: Color { base.representativeColor }
}

extension Color: ShapeStyle {
  /// A solid paint.
  public func paint(in rect: Rect, direction: LayoutDirection) -> Paint { Paint(self) }
  /// The color itself.
  public var representativeColor: Color { self }
}
