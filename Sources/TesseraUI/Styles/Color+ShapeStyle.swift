extension Color: ShapeStyle {
  /// The color in the environment.
  public func resolvedColor(in environment: EnvironmentValues) -> Color.Resolved { resolve(in: environment) }
}
