/// A modifier that changes no pixel of a still: gestures, lifecycle actions, keyboard and input
/// settings, animations and transitions. It is kept (the content resolves as it would without it)
/// and, where it acts before a still (``View/onAppear(perform:)``), acts.
nonisolated struct BehaviorModifier: BuiltInModifier {
  /// What the modifier does when the view is resolved, with the view's identity.
  var onResolve: ((ResolveContext) -> Void)? = nil

  func apply(to content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
    onResolve?(context)
    return content(context)
  }
}

nonisolated extension View {
  /// The view with a behaviour that changes no pixel of a still.
  func behavior(_ onResolve: ((ResolveContext) -> Void)? = nil) -> some View {
    modifier(BehaviorModifier(onResolve: onResolve))
  }
}
