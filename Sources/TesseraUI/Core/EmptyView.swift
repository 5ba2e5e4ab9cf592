/// A view that shows nothing and takes no space.
nonisolated public struct EmptyView: View {
  /// Creates an empty view.
  public init() {}
  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension EmptyView: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] { [] }
}
