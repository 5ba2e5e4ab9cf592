import TesseraDisplayList

/// Marks a tab's content with its tab bar item (`.tabItem`, `Tab`): the label to resolve in the
/// bar, and the tag or value that selects it. Draws and sizes as its child.
final class TabItemNode: WrapperNode {
  let label: (ResolveContext) -> [LayoutNode]
  let tag: AnyHashable?

  init(child: LayoutNode, tag: AnyHashable?, label: @escaping (ResolveContext) -> [LayoutNode]) {
    self.label = label
    self.tag = tag
    super.init(child: child)
    traits[Item.self] = Item(tag: tag, label: label)
  }

  /// A tab's bar item: the outermost `.tabItem` on the tab wins.
  struct Item: ViewTraitKey {
    let tag: AnyHashable?
    let label: (ResolveContext) -> [LayoutNode]
    static var defaultValue: Item? { nil }
  }
}

nonisolated extension View {
  /// The tab bar item of this tab of a `TabView` (usually a `Label`, or an `Image` and a `Text`).
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    let view = label()
    return modifier(
      WrappingModifier { child, context in
        TabItemNode(child: child, tag: context.environment.viewTag) { resolve(view, $0) }
      })
  }
}
