/// Several toolbar items in a row, as a `@ToolbarContentBuilder` block makes them.
nonisolated public struct TupleToolbarContent<each C: ToolbarContent>: ToolbarContent {
  let value: (repeat each C)
  init(_ content: repeat each C) { value = (repeat each content) }
  /// Built-in.
  public var body: PrimitiveToolbarBody { PrimitiveToolbarBody() }
}

nonisolated extension TupleToolbarContent: PrimitiveToolbarContent {
  func entries(_ context: ResolveContext) -> [ToolbarEntry] {
    var out: [ToolbarEntry] = []
    var i: UInt64 = 0
    for c in repeat each value {
      out += toolbarEntries(c, context.child(i))
      i += 1
    }
    return out
  }
}
