/// One toolbar item, as SwiftUI's `ToolbarItem`: a view at a placement.
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content
  /// Whether the item waits for the user to customize the toolbar (not drawn).
  var hidden = false

  /// Built-in.
  public var body: PrimitiveToolbarBody { PrimitiveToolbarBody() }
}

extension ToolbarItem where ID == () {
  /// An item at `placement` (default `.automatic`: trailing in the navigation bar).
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem where ID == String {
  /// An item with an id (for customizable toolbars) at `placement`.
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  /// An item with an id at `placement`, shown by default or only when the user customizes the
  /// toolbar (`showsByDefault` false: not drawn, as iOS hides it until then).
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
    @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
    self.hidden = !showsByDefault
  }
}

nonisolated extension ToolbarItem: PrimitiveToolbarContent {
  func entries(_ context: ResolveContext) -> [ToolbarEntry] {
    guard !hidden else { return [] }
    let content = self.content
    return [ToolbarEntry(placement: placement) { ctx in resolve(content, ctx) }]
  }
}
