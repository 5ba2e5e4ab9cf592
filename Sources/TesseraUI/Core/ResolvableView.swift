/// A built-in view that turns itself into layout nodes directly.
protocol ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode]
}

/// Turns any view into layout nodes: built-in views directly, others through their body,
/// evaluated with the context's environment as the value of `@Environment` properties.
func resolve<V: View>(_ view: V, _ context: ResolveContext) -> [LayoutNode] {
  if let builtIn = view as? any ResolvableView {
    return builtIn.makeNodes(context)
  }
  guard let deeper = context.deeper() else { return [] }
  let typed = deeper.child(type: V.self)
  // State, bindings and environment objects are linked to the view graph before the body runs;
  // a view whose environment object is missing is not evaluated (the error names the type).
  guard let installed = DynamicProperties.installing(view, typed, identity: typed.identity) else { return [] }
  let body = typed.graph.body(
    of: view, at: typed.identity, installed: installed, environment: context.environment)
  return resolve(body, typed)
}
