import TesseraRaster

/// The environment's foreground style, as a style (`.foreground`).
nonisolated public struct ForegroundStyle: ShapeStyle, Hashable {
  /// The foreground style.
  public init() {}
  /// The foreground's paint.
  public func paint(in rect: Rect, environment: EnvironmentValues) -> Paint {
    environment.foregroundStyle.paint(in: rect, environment: environment)
  }
  /// The foreground's color.
  public func resolvedColor(in environment: EnvironmentValues) -> Color.Resolved {
    environment.foregroundStyle.resolvedColor(in: environment)
  }
}
