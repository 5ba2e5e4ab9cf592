import Foundation
import TesseraRaster

/// A radial gradient around a unit point of the bounds it fills; a view and a shape style.
nonisolated public struct RadialGradient: View, ShapeStyle {
  /// The colors.
  public var gradient: Gradient
  /// The center, in unit coordinates of the bounds.
  public var center: UnitPoint
  /// The radius of location 0, in points.
  public var startRadius: Double
  /// The radius of location 1, in points.
  public var endRadius: Double

  /// Creates a radial gradient.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  /// Creates a radial gradient of evenly spaced colors.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// Creates a radial gradient of stops.
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// The gradient placed in `rect`.
  public func paint(in rect: Rect, environment: EnvironmentValues) -> Paint {
    let direction = environment.layoutDirection
    return Paint(
      shader: .radialGradient(
        TesseraRaster.RadialGradient(
          gradient: gradient.resolvedGradient(in: environment), center: center.point(in: rect, direction),
          startRadius: startRadius,
          endRadius: endRadius)))
  }

  /// The first stop's color.
  public func resolvedColor(in environment: EnvironmentValues) -> Color.Resolved {
    (gradient.stops.first?.color ?? .clear).resolve(in: environment)
  }

  /// Built-in: fills the space offered.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension RadialGradient: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    [
      ShapeNode(
        shape: Rectangle(), mode: .fill(AnyShapeStyle(self), .nonZero), environment: context.environment)
    ]
  }
}
