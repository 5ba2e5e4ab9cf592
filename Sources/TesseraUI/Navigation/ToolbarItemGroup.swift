/// Several views at one placement, as SwiftUI's `ToolbarItemGroup`.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  /// Views at `placement` (default `.automatic`).
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  /// Built-in.
  public var body: PrimitiveToolbarBody { PrimitiveToolbarBody() }
}

nonisolated extension ToolbarItemGroup: PrimitiveToolbarContent {
  func entries(_ context: ResolveContext) -> [ToolbarEntry] {
    let content = self.content
    return [ToolbarEntry(placement: placement) { ctx in resolve(content, ctx) }]
  }
}
