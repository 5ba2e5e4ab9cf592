/// Several views in a row, as a `@ViewBuilder` block makes them. Containers lay out each one.
nonisolated public struct TupleView<each Content: View>: View {
  /// The views.
  public let value: (repeat each Content)

  /// Creates a tuple of views.
  public init(_ content: repeat each Content) { value = (repeat each content) }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension TupleView: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    var nodes: [LayoutNode] = []
    var position: UInt64 = 0
    for view in repeat each value {
      nodes += resolve(view, context.child(position))
      position += 1
    }
    return nodes
  }
}
