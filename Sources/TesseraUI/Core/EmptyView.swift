/// A view that shows nothing and takes no space.
public struct EmptyView: View {
  /// Creates an empty view.
  public init() {}
  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

extension EmptyView: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] { [] }
}
