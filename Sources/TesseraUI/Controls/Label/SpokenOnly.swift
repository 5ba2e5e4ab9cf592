/// A view whose texts name the control around it but draw nothing and take no space.
nonisolated struct SpokenOnly<Content: View>: View {
  let content: Content
  /// Built-in.
  var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension SpokenOnly: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    // Resolved for the control's text sink only: its nodes are dropped.
    guard context.textSink != nil else { return [] }
    _ = resolve(content, context)
    return []
  }
}
