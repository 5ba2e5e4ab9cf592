import TesseraDisplayList

/// Lays out a scroll view: see ``ScrollView``.
final class ScrollViewNode: LayoutNode, ScrollEdgeContent {
  let axes: Axis.Set
  let content: LayoutNode
  let margins: EdgeInsets
  var safeArea = EdgeInsets()
  /// Where the content's overflow is reported, when the render expands scroll content.
  let expansion: ScrollExpansion?

  init(axes: Axis.Set, content: LayoutNode, margins: EdgeInsets, environment: EnvironmentValues) {
    self.axes = axes
    self.content = content
    self.margins = margins
    expansion = axes.contains(.vertical) ? environment.scrollExpansion : nil
    super.init(direction: environment.layoutDirection)
  }

  private var insets: EdgeInsets {
    EdgeInsets(
      top: margins.top + safeArea.top, leading: margins.leading + safeArea.leading,
      bottom: margins.bottom + safeArea.bottom, trailing: margins.trailing + safeArea.trailing)
  }

  /// The proposal to the content for the scroll view's own proposal.
  private func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    let i = insets
    return ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : p.width.map { max(0, $0 - i.horizontal) },
      height: axes.contains(.vertical) ? nil : p.height.map { max(0, $0 - i.vertical) })
  }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size {
    let i = insets
    var w = p.width.flatMap { $0.isFinite ? $0 : nil }
    var h = p.height.flatMap { $0.isFinite ? $0 : nil }
    if w == nil || h == nil {
      let c = content.size(for: contentProposal(p))
      w = w ?? c.width + i.horizontal
      h = h ?? c.height + i.vertical
    }
    return Size(width: w ?? 0, height: h ?? 0)
  }

  override func render(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    var inner: [DisplayItem] = []
    let i = insets
    let p = contentProposal(ProposedViewSize(rect.size))
    expansion?.record(content: content.size(for: p).height + i.vertical, viewport: rect.height)
    if let lazy = content as? ViewportRendering {
      if lazy.growthAxis == .vertical {
        lazy.renderVisible(
          origin: Point(x: rect.minX + i.leading, y: rect.minY + i.top),
          across: max(0, rect.width - i.horizontal),
          limit: rect.maxY, into: &inner)
      } else {
        lazy.renderVisible(
          origin: Point(x: rect.minX + i.leading, y: rect.minY + i.top),
          across: max(0, rect.height - i.vertical),
          limit: rect.maxX, into: &inner)
      }
    } else {
      let s = content.size(for: p)
      let availW = rect.width - i.horizontal
      let availH = rect.height - i.vertical
      // Across the scroll axis, content is centered; along it, it starts at the top (leading).
      var x = rect.minX + i.leading
      var y = rect.minY + i.top
      if !axes.contains(.horizontal) { x += (availW - s.width) / 2 }
      if !axes.contains(.vertical) { y += (availH - s.height) / 2 }
      if axes.contains(.horizontal), direction == .rightToLeft, s.width < availW {
        x = rect.maxX - i.trailing - s.width
      }
      content.render(in: Rect(x: x, y: y, width: s.width, height: s.height), proposal: p, into: &inner)
    }
    items.append(.group(DisplayGroup(items: inner, clip: Path(rect))))
  }
}
