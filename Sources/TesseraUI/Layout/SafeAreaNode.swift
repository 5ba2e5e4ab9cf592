import TesseraDisplayList

/// A view with extra safe area on some edges (`.safeAreaInset`, `.safeAreaPadding`): views
/// placed in that area, and the main view inset from it (a list or scroll view runs under it,
/// its content starting inside).
final class SafeAreaNode: LayoutNode {
  let main: LayoutNode
  let edge: VerticalEdge?
  let inset: [LayoutNode]
  let spacing: Double
  let alignment: HorizontalAlignment
  let padding: EdgeInsets
  /// The scroll-edge content's own safe area, before this node's insets were added.
  private var contentSafeArea: EdgeInsets?

  init(
    main: LayoutNode, edge: VerticalEdge?, inset: [LayoutNode], spacing: Double,
    alignment: HorizontalAlignment,
    padding: EdgeInsets
  ) {
    self.main = main
    self.edge = edge
    self.inset = inset
    self.spacing = spacing
    self.alignment = alignment
    self.padding = padding
    super.init(direction: main.direction)
    layoutPriority = main.layoutPriority
  }

  private func insetBar(_ width: Double?) -> (node: LayoutNode?, size: Size) {
    guard let node = inset.first else { return (nil, .zero) }
    let n =
      inset.count == 1
      ? node
      : StackNode(
        axis: .vertical, horizontal: alignment, vertical: .center, spacing: 0, children: inset,
        environment: EnvironmentValues())
    return (n, n.size(for: ProposedViewSize(width: width, height: nil)))
  }

  private func extra(_ width: Double?) -> EdgeInsets {
    var e = padding
    let bar = insetBar(width)
    if bar.node != nil {
      if edge == .bottom { e.bottom += bar.size.height + spacing } else { e.top += bar.size.height + spacing }
    }
    return e
  }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size {
    let e = extra(p.width)
    let inner = ProposedViewSize(
      width: p.width.map { max(0, $0 - e.horizontal) }, height: p.height.map { max(0, $0 - e.vertical) })
    let s = main.size(for: inner)
    return Size(width: s.width + e.horizontal, height: s.height + e.vertical)
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    let e = extra(rect.width)
    if let scroll = scrollEdgeContent(main) {
      // (Added to what the content had before the first render: a second render adds it once.)
      let old = contentSafeArea ?? scroll.safeArea
      contentSafeArea = old
      scroll.safeArea = EdgeInsets(
        top: old.top + e.top, leading: old.leading + e.leading, bottom: old.bottom + e.bottom,
        trailing: old.trailing + e.trailing)
      main.render(in: rect, proposal: ProposedViewSize(rect.size), into: &items)
    } else {
      let inner = Rect(
        x: rect.minX + e.leading, y: rect.minY + e.top, width: max(0, rect.width - e.horizontal),
        height: max(0, rect.height - e.vertical))
      let p = ProposedViewSize(inner.size)
      main.render(
        in: place(main.size(for: p), in: inner, alignment: .center, direction: direction), proposal: p,
        into: &items)
    }
    let bar = insetBar(rect.width)
    if let node = bar.node {
      let s = bar.size
      let y = edge == .bottom ? rect.maxY - s.height : rect.minY
      let x = rect.minX + (rect.width - s.width) * alignment.fraction(direction)
      node.render(
        in: Rect(x: x, y: y, width: s.width, height: s.height),
        proposal: ProposedViewSize(width: rect.width, height: nil),
        into: &items)
    }
  }
}
