/// Views grouped without a layout of their own: the parent lays out each one, and modifiers on
/// the group apply to each.
nonisolated public struct Group<Content: View>: View {
  let content: Content

  /// Creates a group.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension Group: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] { resolve(content, context) }
}
