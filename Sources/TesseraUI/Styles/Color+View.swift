nonisolated extension Color: View {
  /// Built-in: a color fills the space offered.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension Color: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    [
      ShapeNode(
        shape: Rectangle(), mode: .fill(AnyShapeStyle(self), .nonZero), environment: context.environment)
    ]
  }
}
