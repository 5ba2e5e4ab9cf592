import TesseraDisplayList

/// Draws a view masked by the alpha of other views laid out in its frame (`.mask { … }`).
final class MaskNode: LayoutNode {
  let main: LayoutNode
  let mask: [LayoutNode]
  let alignment: Alignment

  init(main: LayoutNode, mask: [LayoutNode], alignment: Alignment) {
    self.main = main
    self.mask = mask
    self.alignment = alignment
    super.init(direction: main.direction)
    layoutPriority = main.layoutPriority
  }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size { main.size(for: p) }
  override func verticalGuide(_ a: VerticalAlignment, in size: Size) -> Double? {
    main.verticalGuide(a, in: size)
  }
  override func horizontalGuide(_ a: HorizontalAlignment, in size: Size) -> Double? {
    main.horizontalGuide(a, in: size)
  }
  override var hasExplicitGuides: Bool { main.hasExplicitGuides }

  override func render(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    var inner: [DisplayItem] = []
    main.render(in: rect, proposal: proposal, into: &inner)
    guard !inner.isEmpty else { return }
    var maskItems: [DisplayItem] = []
    let offered = ProposedViewSize(rect.size)
    for m in mask {
      let size = m.size(for: offered)
      m.render(
        in: place(size, in: rect, alignment: alignment, child: m, direction: direction), proposal: offered,
        into: &maskItems)
    }
    // What the mask draws is only its alpha: its accessibility records are not the view's.
    maskItems.removeAll { if case .accessibility = $0 { return true } else { return false } }
    items.append(.group(DisplayGroup(items: inner, mask: maskItems)))
  }
}
