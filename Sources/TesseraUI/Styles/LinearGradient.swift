import TesseraRaster

/// A linear gradient between two unit points of the bounds it fills; a view and a shape style.
nonisolated public struct LinearGradient: View, ShapeStyle {
  /// The colors.
  public var gradient: Gradient
  /// Where location 0 lies, in unit coordinates of the bounds.
  public var startPoint: UnitPoint
  /// Where location 1 lies.
  public var endPoint: UnitPoint

  /// Creates a linear gradient.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// Creates a linear gradient of evenly spaced colors.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// Creates a linear gradient of stops.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  /// The gradient placed in `rect`.
  public func paint(in rect: Rect, environment: EnvironmentValues) -> Paint {
    let direction = environment.layoutDirection
    return Paint(
      shader: .linearGradient(
        TesseraRaster.LinearGradient(
          gradient: gradient.resolvedGradient(in: environment),
          startPoint: startPoint.point(in: rect, direction),
          endPoint: endPoint.point(in: rect, direction))))
  }

  /// The first stop's color.
  public func resolvedColor(in environment: EnvironmentValues) -> Color.Resolved {
    (gradient.stops.first?.color ?? .clear).resolve(in: environment)
  }

  /// Built-in: fills the space offered.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension LinearGradient: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    [
      ShapeNode(
        shape: Rectangle(), mode: .fill(AnyShapeStyle(self), .nonZero), environment: context.environment)
    ]
  }
}
