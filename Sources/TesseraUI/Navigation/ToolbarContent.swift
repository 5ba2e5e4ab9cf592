/// Items of a toolbar, as SwiftUI's `ToolbarContent`: `ToolbarItem`, `ToolbarItemGroup`, or a
/// type of yours whose `body` is made of them.
@MainActor @preconcurrency
public protocol ToolbarContent {
  /// The type of the content's body.
  associatedtype Body: ToolbarContent
  /// The content's items.
  @ToolbarContentBuilder var body: Body { get }
}

/// Built-in toolbar content that lists its own entries.
protocol PrimitiveToolbarContent {
  func entries(_ context: ResolveContext) -> [ToolbarEntry]
}

nonisolated extension PrimitiveToolbarBody: PrimitiveToolbarContent {
  func entries(_ context: ResolveContext) -> [ToolbarEntry] { [] }
}

/// The entries of any toolbar content.
func toolbarEntries<T: ToolbarContent>(_ content: T, _ context: ResolveContext) -> [ToolbarEntry] {
  if let p = content as? any PrimitiveToolbarContent { return p.entries(context) }
  guard let deeper = context.deeper() else { return [] }
  return toolbarEntries(MainActorBody.call(content) { $0.body }, deeper.child(type: T.self))
}
