/// A modifier that resolves its content, then tells the enclosing navigation screen something.
nonisolated struct NavigationPreferenceModifier: BuiltInModifier {
  let write: (NavigationScope, ResolveContext) -> Void
  func apply(to content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
    let nodes = content(context)
    if let scope = context.environment.navigationScope { write(scope, context) }
    return nodes
  }
}
