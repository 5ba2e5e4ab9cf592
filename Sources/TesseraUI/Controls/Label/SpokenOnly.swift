/// A view whose texts name the control around it but draw nothing and take no space.
nonisolated struct SpokenOnly<Content: View>: View {
  let content: Content
  /// Built-in.
  var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension SpokenOnly: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    // Resolved for the control's label text only: its nodes are dropped.
    guard context.collectsLabelText else { return [] }
    _ = resolve(content, context)
    return []
  }
}
