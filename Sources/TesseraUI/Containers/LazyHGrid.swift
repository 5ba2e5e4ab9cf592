/// A grid that grows to the right, creating its cells only as they show, as SwiftUI's
/// `LazyHGrid`: rows come from `rows` (see ``GridItem``); cells fill columns top to bottom.
nonisolated public struct LazyHGrid<Content: View>: View {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A lazy horizontal grid; `spacing` (between columns) nil is 8 points; `pinnedViews` is kept.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension LazyHGrid: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    var env = context.environment
    env.stackAxis = nil
    env.activeListKind = nil
    env.isListRow = false
    let pieces = rowPieces(content, context.with(env))
    let s = context.diagnostics.sanitize(spacing.map { Double($0) } ?? 8, "LazyHGrid spacing", fallback: 8)
    return [
      LazyGridNode(
        axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
        spacing: s,
        sections: LazyStackNode.sections(pieces, env, prefetch: 128), environment: context.environment)
    ]
  }
}
