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
  let body = EnvironmentValues.$current.withValue(context.environment) { view.body }
  return resolve(body, deeper)
}
