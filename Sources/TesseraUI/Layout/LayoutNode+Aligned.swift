import TesseraDisplayList

extension LayoutNode {
  /// Draws `nodes` in `rect`, each offered its size and placed by `alignment` (the views of a
  /// background, an overlay or a mask, laid out in their main view's frame).
  func renderAligned(
    _ nodes: [LayoutNode], in rect: Rect, alignment: Alignment, into items: inout [DisplayItem]
  ) {
    let offered = ProposedViewSize(rect.size)
    for node in nodes {
      let size = node.size(for: offered)
      node.render(
        in: place(size, in: rect, alignment: alignment, child: node, direction: direction), proposal: offered,
        into: &items)
    }
  }
}
