import TesseraDisplayList

/// Lays out a ``ViewThatFits``.
nonisolated final class ViewThatFitsNode: LayoutNode {
  let axes: Axis.Set
  let children: [LayoutNode]

  init(axes: Axis.Set, children: [LayoutNode], environment: EnvironmentValues) {
    self.axes = axes
    self.children = children
    super.init(direction: environment.layoutDirection)
  }

  /// The child shown for a proposal.
  func choice(_ p: ProposedViewSize) -> LayoutNode {
    let ideal = ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
    for child in children.dropLast() {
      let s = child.size(for: ideal)
      let fitsW = !axes.contains(.horizontal) || p.width.map { s.width <= $0 + 1e-9 } ?? true
      let fitsH = !axes.contains(.vertical) || p.height.map { s.height <= $0 + 1e-9 } ?? true
      if fitsW && fitsH { return child }
    }
    return children[children.count - 1]
  }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size { choice(p).size(for: p) }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    choice(proposal).render(in: rect, proposal: proposal, into: &items)
  }
}
