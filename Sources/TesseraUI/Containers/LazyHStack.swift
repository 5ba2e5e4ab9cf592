/// A horizontal stack that creates its columns only as they show, as SwiftUI's `LazyHStack`: it takes
/// the height offered, offers each child that height, and in a scroll view resolves and measures
/// only the columns in the viewport.
nonisolated public struct LazyHStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A lazy horizontal stack; `spacing` nil puts what neighbours prefer between them (as `HStack`);
  /// `pinnedViews` is kept (a still at rest shows section headers in place).
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension LazyHStack: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    var env = context.environment
    env.stackAxis = .horizontal
    env.activeListKind = nil
    env.isListRow = false
    let pieces = rowPieces(content, context.with(env))
    let s = spacing.map { context.diagnostics.sanitize(Double($0), "LazyHStack spacing", fallback: 8) }
    return [
      LazyStackNode(
        axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: s,
        sections: LazyStackNode.sections(pieces, env, prefetch: 64), environment: context.environment)
    ]
  }
}
