/// A modifier that gives its content an explicit identity.
nonisolated struct IdentityModifier<ID: Hashable>: BuiltInModifier {
  let id: ID
  func apply(to content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
    let c = context.child(id: id)
    return markingScrollTarget(content(c), id: id, c)
  }
}

nonisolated extension View {
  /// Gives the view an explicit identity, as SwiftUI's `.id(_:)`: a view whose id changes is a new
  /// view, with fresh state.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    modifier(IdentityModifier(id: id))
  }

  /// Tags the view with a value, for pickers and tab views to match their selection against
  /// (read by those containers; no pixels).
  public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(TagModifier(tag: UncheckedBox(AnyHashable(tag))))
  }
}

/// The modifier of `.tag(_:)`: sets the environment's tag, and records the option for the
/// picker or tab view resolving it.
nonisolated struct TagModifier: BuiltInModifier {
  let tag: UncheckedBox<AnyHashable>
  func apply(to content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
    var (c, selected) = SidebarSelection.context(context, value: tag.value)
    c.environment.viewTag = tag.value
    // A tag inside a tagged view is not an option of its own.
    c.collectsTags = false
    let nodes = content(c)
    if context.collectsTags { context.preferences?.add(TaggedOptions.self, [(tag.value, nodes)]) }
    return selected ? SidebarSelection.mark(nodes) : nodes
  }
}

extension EnvironmentValues {
  /// The tag set with `.tag(_:)` on the nearest ancestor, for containers that match selections.
  var viewTag: AnyHashable? {
    get { self[ViewTagKey.self] }
    set { self[ViewTagKey.self] = newValue }
  }
}

nonisolated private struct ViewTagKey: EnvironmentKey {
  static var defaultValue: AnyHashable? { nil }
}
