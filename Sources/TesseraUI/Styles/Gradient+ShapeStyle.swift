import TesseraRaster

nonisolated extension Gradient: ShapeStyle {
  /// A gradient used as a style is drawn from the top to the bottom of the shape, as SwiftUI's.
  public func paint(in rect: Rect, environment: EnvironmentValues) -> Paint {
    LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom).paint(
      in: rect, environment: environment)
  }
  /// The first stop's color.
  public func resolvedColor(in environment: EnvironmentValues) -> Color.Resolved {
    (stops.first?.color ?? .clear).resolve(in: environment)
  }
}
