/// One of two toolbar contents, as `if`/`else` makes it.
nonisolated public struct ConditionalToolbarContent<T: ToolbarContent, F: ToolbarContent>: ToolbarContent {
  let first: T?
  let second: F?
  init(first: T) {
    self.first = first
    second = nil
  }
  init(second: F) {
    first = nil
    self.second = second
  }
  /// Built-in.
  public var body: PrimitiveToolbarBody { PrimitiveToolbarBody() }
}

nonisolated extension ConditionalToolbarContent: PrimitiveToolbarContent {
  func entries(_ context: ResolveContext) -> [ToolbarEntry] {
    if let first { return toolbarEntries(first, context.child(1)) }
    if let second { return toolbarEntries(second, context.child(2)) }
    return []
  }
}
