/// The tint: the environment's `.tint(_:)`, else the accent color (the system blue, #007AFF in
/// light and #0A84FF in dark).
nonisolated public struct TintShapeStyle: ShapeStyle, Hashable {
  /// The tint.
  public init() {}
  /// The tint's color.
  public func resolvedColor(in environment: EnvironmentValues) -> Color.Resolved {
    Color.accentColor.resolve(in: environment)
  }
}
