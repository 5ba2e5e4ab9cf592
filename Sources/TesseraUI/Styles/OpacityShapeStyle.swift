import TesseraRaster

/// A style drawn with its opacity multiplied (`style.opacity(0.5)`).
nonisolated struct OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  let factor: Double

  func paint(in rect: Rect, environment: EnvironmentValues) -> Paint {
    var p = base.paint(in: rect, environment: environment)
    p.opacity *= factor.isFinite ? min(max(factor, 0), 1) : 0
    return p
  }
  func resolvedColor(in environment: EnvironmentValues) -> Color.Resolved {
    base.resolvedColor(in: environment).opacity(factor.isFinite ? min(max(factor, 0), 1) : 0)
  }
}
