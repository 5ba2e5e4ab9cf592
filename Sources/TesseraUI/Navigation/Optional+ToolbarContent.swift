nonisolated extension Optional: ToolbarContent where Wrapped: ToolbarContent {
  /// Built-in.
  public var body: PrimitiveToolbarBody { PrimitiveToolbarBody() }
}

nonisolated extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
  func entries(_ context: ResolveContext) -> [ToolbarEntry] {
    map { toolbarEntries($0, context.child(3)) } ?? []
  }
}
