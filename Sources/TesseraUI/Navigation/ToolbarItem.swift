/// One toolbar item, as SwiftUI's `ToolbarItem`: a view at a placement.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

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
}

extension ToolbarItem: PrimitiveToolbarContent {
  func entries(_ context: ResolveContext) -> [ToolbarEntry] {
    let content = self.content
    return [ToolbarEntry(placement: placement) { ctx in resolve(content, ctx) }]
  }
}
