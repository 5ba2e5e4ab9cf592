import TesseraRaster

nonisolated extension Color: ShapeStyle {
  /// The color in the environment.
  public func resolvedColor(in environment: EnvironmentValues) -> Color.Resolved { resolve(in: environment) }
}

nonisolated extension TesseraRaster.Color: ShapeStyle {
  /// The color itself (a resolved color, SwiftUI's `Color.Resolved`, is a style of its own).
  public func resolvedColor(in environment: EnvironmentValues) -> TesseraRaster.Color { self }
}
