/// A vertical stack that creates its rows only as they show, as SwiftUI's `LazyVStack`: it takes
/// the width offered, offers each child that width, and in a scroll view resolves and measures
/// only the rows in the viewport.
nonisolated public struct LazyVStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A lazy vertical stack; `spacing` nil puts what neighbours prefer between them (as `VStack`);
  /// `pinnedViews` is kept (a still at rest shows section headers in place).
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension LazyVStack: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    var env = context.environment
    env.stackAxis = .vertical
    env.activeListKind = nil
    env.isListRow = false
    let pieces = rowPieces(content, context.with(env))
    let s = spacing.map { context.diagnostics.sanitize(Double($0), "LazyVStack spacing", fallback: 8) }
    return [
      LazyStackNode(
        axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: s,
        sections: LazyStackNode.sections(pieces, env, prefetch: 64), environment: context.environment)
    ]
  }
}
