/// Tabs with a tab bar, as SwiftUI's `TabView`.
///
/// Each top-level view of the content is a tab (`.tabItem { Label(…) }` gives its bar item,
/// `.tag(_:)` its value; iOS 18's `Tab` gives both). A still shows the selected tab (the first
/// when there is no selection or it matches no tab) above iOS's tab bar: 49 points on the bar
/// material with a hairline on top, items equally spaced, each a 25-point symbol over a
/// 10-point medium title, the selected one in the tint color and the others in gray (#999999);
/// `.badge` draws a red badge on the item's symbol. In regular width (iPad) the bar is 50 points
/// and its items sit side by side as a centered group, 40 apart, each symbol beside a 13-point
/// title (iPadOS 17's bar; iPadOS 18's floating top bar is not drawn). `.tabViewStyle(.page)` shows the selected
/// page with index dots instead.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content

  /// Tabs whose selected value is bound to `selection` (matched with `.tag(_:)` or `Tab`'s value).
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension TabView where SelectionValue == Int {
  /// Tabs showing the first one.
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}

nonisolated extension TabView: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    var env = context.environment
    env.stackAxis = nil
    env.isListRow = false
    env.activeListKind = nil
    env.navigationScope = nil
    let look = env.tabViewLook
    env.tabViewLook = .bar
    // The scroll views and lists in the tabs tell the bar whether they run under it.
    let probe = BottomBarProbe()
    var tabEnv = env
    tabEnv.bottomBarProbe = probe
    let tabs = resolve(content, context.with(tabEnv))
    var selected = 0
    if let selection {
      let wanted = AnyHashable(selection.wrappedValue)
      if let i = tabs.firstIndex(where: { TabViewNode.info(of: $0).tag == wanted }) {
        selected = i
      } else if !tabs.isEmpty {
        context.diagnostics.warn(
          "TabView: the selection \(selection.wrappedValue) matches no tab's tag; the still shows the first tab"
        )
      }
    }
    let node = TabViewNode.make(tabs: tabs, selected: selected, look: look, context.child(0x7AB).with(env))
    node.probe = probe
    return [node]
  }
}
