import TesseraRaster

/// The gradient of one color, as SwiftUI's `Color.gradient`: the color lightened slightly at the
/// top and darkened slightly at the bottom (iOS 16's look, approximated: ±8% toward white and
/// black), top to bottom.
nonisolated public struct AnyGradient: ShapeStyle, Hashable {
  let base: Color

  /// The gradient from top to bottom of `rect`.
  public func paint(in rect: Rect, environment: EnvironmentValues) -> Paint {
    let c = base.resolve(in: environment)
    let top = Color.Resolved(
      red: c.red + (1 - c.red) * 0.08, green: c.green + (1 - c.green) * 0.08,
      blue: c.blue + (1 - c.blue) * 0.08,
      opacity: c.opacity)
    let bottom = Color.Resolved(
      red: c.red * 0.92, green: c.green * 0.92, blue: c.blue * 0.92, opacity: c.opacity)
    return Paint(
      shader: .linearGradient(
        TesseraRaster.LinearGradient(
          gradient: TesseraRaster.Gradient(colors: [top, bottom]),
          startPoint: Point(x: rect.midX, y: rect.minY),
          endPoint: Point(x: rect.midX, y: rect.maxY))))
  }
  /// The color.
  public func resolvedColor(in environment: EnvironmentValues) -> Color.Resolved {
    base.resolve(in: environment)
  }
}
