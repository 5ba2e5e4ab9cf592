import TesseraRaster

/// A type-erased shape style.
nonisolated public struct AnyShapeStyle: ShapeStyle {
  let base: any ShapeStyle

  /// Wraps a style.
  public init(_ style: some ShapeStyle) {
    if let any = style as? AnyShapeStyle {
      base = any.base
    } else {
      base = style
    }
  }

  /// The wrapped style's paint.
  public func paint(in rect: Rect, environment: EnvironmentValues) -> Paint {
    base.paint(in: rect, environment: environment)
  }
  /// The wrapped style's color.
  public func resolvedColor(in environment: EnvironmentValues) -> Color.Resolved {
    base.resolvedColor(in: environment)
  }
}
