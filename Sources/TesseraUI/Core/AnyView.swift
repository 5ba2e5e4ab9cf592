/// A type-erased view: use it only where views of different types must share one type.
public struct AnyView: View {
  let make: (ResolveContext) -> [LayoutNode]

  /// Wraps a view.
  public init<V: View>(_ view: V) { make = { resolve(view, $0.child(type: V.self)) } }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

extension AnyView: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] { make(context) }
}
