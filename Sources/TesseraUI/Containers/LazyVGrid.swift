/// A grid that grows down, creating its cells only as they show, as SwiftUI's `LazyVGrid`.
///
/// Columns come from `columns` (see ``GridItem``); cells fill rows left to right; each row is as
/// tall as its tallest cell, and a cell is placed in its slot by its item's alignment. The grid
/// takes the width offered.
nonisolated public struct LazyVGrid<Content: View>: View {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A lazy vertical grid; `spacing` (between rows) nil is 8 points; `pinnedViews` is kept.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension LazyVGrid: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    var env = context.environment
    env.stackAxis = nil
    env.activeListKind = nil
    env.isListRow = false
    let pieces = rowPieces(content, context.with(env))
    let s = context.diagnostics.sanitize(spacing.map { Double($0) } ?? 8, "LazyVGrid spacing", fallback: 8)
    return [
      LazyGridNode(
        axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
        spacing: s,
        sections: LazyStackNode.sections(pieces, env, prefetch: 128), environment: context.environment)
    ]
  }
}
