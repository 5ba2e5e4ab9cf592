import TesseraDisplayList

/// Draws a view masked by the alpha of other views laid out in its frame (`.mask { … }`).
final class MaskNode: WrapperNode {
  let mask: [LayoutNode]
  let alignment: Alignment

  init(main: LayoutNode, mask: [LayoutNode], alignment: Alignment) {
    self.mask = mask
    self.alignment = alignment
    super.init(child: main)
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    var inner: [DisplayItem] = []
    child.render(in: rect, proposal: proposal, into: &inner)
    guard !inner.isEmpty else { return }
    var maskItems: [DisplayItem] = []
    renderAligned(mask, in: rect, alignment: alignment, into: &maskItems)
    // What the mask draws is only its alpha: its accessibility records are not the view's.
    maskItems.removeAll { if case .accessibility = $0 { return true } else { return false } }
    items.append(.group(DisplayGroup(items: inner, mask: maskItems)))
  }
}
