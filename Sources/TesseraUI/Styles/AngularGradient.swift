import Foundation
import TesseraRaster

/// A gradient that changes with the angle around a unit point of the bounds it fills (a conic
/// gradient), as SwiftUI's `AngularGradient`; a view and a shape style.
///
/// Angles are measured from the positive x axis, clockwise on screen. An arc shorter than a turn
/// leaves a gap filled with the last color for its first half and the first color for the rest;
/// an arc longer than a turn draws its last complete turn (SwiftUI's documented behavior).
nonisolated public struct AngularGradient: View, ShapeStyle {
  /// The colors.
  public var gradient: Gradient
  /// The center, in unit coordinates of the bounds.
  public var center: UnitPoint
  /// The angle of location 0. Default zero.
  public var startAngle: Angle
  /// The angle of location 1. Default zero.
  public var endAngle: Angle

  /// Creates an angular gradient from `startAngle` to `endAngle`.
  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }

  /// Creates an angular gradient of evenly spaced colors.
  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// Creates an angular gradient of stops.
  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// Creates a conic gradient: one full turn starting at `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(
      gradient: gradient, center: center, startAngle: angle, endAngle: .radians(angle.radians + 2 * .pi))
  }

  /// Creates a conic gradient of evenly spaced colors.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  /// Creates a conic gradient of stops.
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }

  /// The gradient placed in `rect`.
  public func paint(in rect: Rect, environment: EnvironmentValues) -> Paint {
    Paint(
      shader: .angularGradient(
        TesseraRaster.AngularGradient(
          gradient: gradient.resolvedGradient(in: environment),
          center: center.point(in: rect, environment.layoutDirection), startAngle: startAngle.radians,
          endAngle: endAngle.radians)))
  }

  /// The first stop's color.
  public func resolvedColor(in environment: EnvironmentValues) -> Color.Resolved {
    (gradient.stops.first?.color ?? .clear).resolve(in: environment)
  }

  /// Built-in: fills the space offered.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension AngularGradient: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    [
      ShapeNode(
        shape: Rectangle(), mode: .fill(AnyShapeStyle(self), .nonZero), environment: context.environment)
    ]
  }
}

nonisolated extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient from `startAngle` to `endAngle`.
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// An angular gradient of evenly spaced colors.
  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// An angular gradient of stops.
  public static func angularGradient(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// A conic gradient: one full turn starting at `angle`.
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }
  /// A conic gradient of evenly spaced colors.
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(colors: colors, center: center, angle: angle)
  }
  /// A conic gradient of stops.
  public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(stops: stops, center: center, angle: angle)
  }
}
