import Foundation
import TesseraRaster

/// A radial gradient stretched to the bounds it fills, as SwiftUI's `EllipticalGradient`; a view
/// and a shape style. Radius fractions are of the bounds: location 1 at the default 0.5 is the
/// ellipse inscribed in them.
nonisolated public struct EllipticalGradient: View, ShapeStyle {
  /// The colors.
  public var gradient: Gradient
  /// The center, in unit coordinates of the bounds. Default `.center`.
  public var center: UnitPoint
  /// Where location 0 is, as a fraction of the bounds' size. Default 0.
  public var startRadiusFraction: Double
  /// Where location 1 is, as a fraction of the bounds' size. Default 0.5.
  public var endRadiusFraction: Double

  /// Creates an elliptical gradient.
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }

  /// Creates an elliptical gradient of evenly spaced colors.
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// Creates an elliptical gradient of stops.
  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// The gradient placed in `rect`.
  public func paint(in rect: Rect, environment: EnvironmentValues) -> Paint {
    Paint(
      shader: .ellipticalGradient(
        TesseraRaster.EllipticalGradient(
          gradient: gradient.resolvedGradient(in: environment),
          center: center.point(in: rect, environment.layoutDirection), radiusX: rect.width,
          radiusY: rect.height,
          startFraction: startRadiusFraction, endFraction: endRadiusFraction)))
  }

  /// The first stop's color.
  public func resolvedColor(in environment: EnvironmentValues) -> Color.Resolved {
    (gradient.stops.first?.color ?? .clear).resolve(in: environment)
  }

  /// Built-in: fills the space offered.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension EllipticalGradient: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    [
      ShapeNode(
        shape: Rectangle(), mode: .fill(AnyShapeStyle(self), .nonZero), environment: context.environment)
    ]
  }
}

nonisolated extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient.
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
  /// An elliptical gradient of evenly spaced colors.
  public static func ellipticalGradient(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      colors: colors, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
  /// An elliptical gradient of stops.
  public static func ellipticalGradient(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      stops: stops, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}
