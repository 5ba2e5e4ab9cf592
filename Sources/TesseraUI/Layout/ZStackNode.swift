import TesseraDisplayList

/// Lays children on top of each other: each is offered the same proposal, the stack is as large
/// as the largest, and each child is aligned within it.
final class ZStackNode: LayoutNode {
  let alignment: Alignment
  let children: [LayoutNode]

  init(alignment: Alignment, children: [LayoutNode], environment: EnvironmentValues) {
    self.alignment = alignment
    self.children = children
    super.init(direction: environment.layoutDirection)
  }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size {
    let sizes = children.map { $0.size(for: p) }
    return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
  }

  override func render(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    for child in children {
      let s = child.size(for: proposal)
      child.render(
        in: place(s, in: rect, alignment: alignment, child: child, direction: direction), proposal: proposal,
        into: &items)
    }
  }
}

/// A child of `size` aligned in `rect`.
func place(
  _ size: Size, in rect: Rect, alignment: Alignment, child: LayoutNode? = nil, direction: LayoutDirection
) -> Rect {
  let x = rect.minX + (rect.width - size.width) * alignment.horizontal.fraction(direction)
  let y: Double
  switch alignment.vertical {
  case .top: y = rect.minY
  case .center: y = rect.minY + (rect.height - size.height) / 2
  case .bottom: y = rect.maxY - size.height
  case .firstTextBaseline, .lastTextBaseline:
    // Without a sibling to share a baseline with, align like the bottom of a single line.
    y = rect.minY + (rect.height - size.height) / 2
  }
  return Rect(x: x, y: y, width: size.width, height: size.height)
}
