import TesseraRaster

/// The environment's background style (`.background`): the system background (white in light,
/// black in dark) unless `.backgroundStyle(_:)` set one.
nonisolated public struct BackgroundStyle: ShapeStyle, Hashable {
  /// The background style.
  public init() {}
  /// The background's paint.
  public func paint(in rect: Rect, environment: EnvironmentValues) -> Paint {
    guard let s = environment.backgroundStyle else { return Paint(resolvedColor(in: environment)) }
    return s.paint(in: rect, environment: environment)
  }
  /// The background's color.
  public func resolvedColor(in environment: EnvironmentValues) -> Color.Resolved {
    if let s = environment.backgroundStyle { return s.resolvedColor(in: environment) }
    return SystemColors.systemBackground.color.resolve(in: environment)
  }
}
