import TesseraDisplayList

/// Lays children on top of each other: each is offered the same proposal and aligned on the
/// stack's guides; the stack is as large as the union of its aligned children (with no explicit
/// `alignmentGuide`, the largest child).
nonisolated final class ZStackNode: LayoutNode {
  let alignment: Alignment
  let children: [LayoutNode]

  init(alignment: Alignment, children: [LayoutNode], environment: EnvironmentValues) {
    self.alignment = alignment
    self.children = children
    super.init(direction: environment.layoutDirection)
  }

  /// Whether some child sets an explicit guide, or the alignment is custom: then children are
  /// aligned on their guides, not by fractions of the free space.
  private lazy var usesGuides: Bool =
    !alignment.horizontal.isBuiltIn || !alignment.vertical.isBuiltIn || anyChildExplicit

  /// Each child's offset from the stack's leading and top edges, and the stack's size, when
  /// children are aligned on their guides.
  private func guideLayout(_ sizes: [Size]) -> (origins: [Point], size: Size) {
    let gx = children.indices.map { children[$0].offset(of: alignment.horizontal, in: sizes[$0]) }
    let gy = children.indices.map { children[$0].offset(of: alignment.vertical, in: sizes[$0]) }
    let left = gx.max() ?? 0
    let above = gy.max() ?? 0
    let origins = children.indices.map { Point(x: left - gx[$0], y: above - gy[$0]) }
    let w = children.indices.map { origins[$0].x + sizes[$0].width }.max() ?? 0
    let h = children.indices.map { origins[$0].y + sizes[$0].height }.max() ?? 0
    return (origins, Size(width: w, height: h))
  }

  // Every layer's preferences on every edge; none for an empty stack.
  override var spacingPreferences: ViewSpacing { ownPreferences }
  private lazy var ownPreferences: ViewSpacing = {
    guard let first = children.first else { return .zero }
    return children.dropFirst().reduce(first.spacingPreferences) { $0.union($1.spacingPreferences) }
  }()

  override func sizeThatFits(_ p: ProposedViewSize) -> Size {
    let sizes = children.map { $0.size(for: p) }
    if usesGuides { return guideLayout(sizes).size }
    return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
  }

  override func horizontalGuide(_ a: HorizontalAlignment, in size: Size) -> Double? {
    guard usesGuides, a == alignment.horizontal else { return nil }
    let sizes = children.map { $0.size(for: ProposedViewSize(size)) }
    let layout = guideLayout(sizes)
    guard let i = children.indices.first(where: { children[$0].horizontalGuide(a, in: sizes[$0]) != nil })
    else {
      return nil
    }
    return layout.origins[i].x + children[i].offset(of: a, in: sizes[i])
  }

  override func verticalGuide(_ a: VerticalAlignment, in size: Size) -> Double? {
    guard usesGuides, a == alignment.vertical, !a.isBaseline else { return nil }
    let sizes = children.map { $0.size(for: ProposedViewSize(size)) }
    let layout = guideLayout(sizes)
    guard let i = children.indices.first(where: { children[$0].verticalGuide(a, in: sizes[$0]) != nil })
    else {
      return nil
    }
    return layout.origins[i].y + children[i].offset(of: a, in: sizes[i])
  }

  /// Whether some child sets an explicit guide (computed once: it does not depend on sizes).
  private lazy var anyChildExplicit: Bool = children.contains { $0.hasExplicitGuides }
  override var hasExplicitGuides: Bool { anyChildExplicit }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    if usesGuides {
      let sizes = children.map { $0.size(for: proposal) }
      let layout = guideLayout(sizes)
      // The aligned group is placed in the stack's frame as one view of the group's size.
      let group = place(layout.size, in: rect, alignment: .topLeading, direction: direction)
      for (i, child) in children.enumerated() {
        let o = layout.origins[i]
        let x = direction == .rightToLeft ? group.maxX - o.x - sizes[i].width : group.minX + o.x
        child.render(
          in: Rect(x: x, y: group.minY + o.y, width: sizes[i].width, height: sizes[i].height),
          proposal: proposal,
          into: &items)
      }
      return
    }
    for child in children {
      let s = child.size(for: proposal)
      child.render(
        in: place(s, in: rect, alignment: alignment, child: child, direction: direction), proposal: proposal,
        into: &items)
    }
  }
}

/// A child of `size` aligned in `rect`. With a `child` that sets explicit guides, or a custom
/// alignment, the child's guide is put on the frame's guide (the guide's default in a view of the
/// frame's size); otherwise the free space is shared by the alignment's fraction. Text baselines,
/// with no sibling to share one with, center the child.
func place(
  _ size: Size, in rect: Rect, alignment: Alignment, child: LayoutNode? = nil, direction: LayoutDirection
) -> Rect {
  let guided = child.map { $0.hasExplicitGuides } ?? false
  let x: Double
  if guided || !alignment.horizontal.isBuiltIn {
    let frame = ViewDimensions(size: rect.size, node: nil)
    let lead =
      alignment.horizontal.defaultValue(in: frame)
      - (child?.offset(of: alignment.horizontal, in: size)
        ?? alignment.horizontal.defaultValue(in: ViewDimensions(size: size, node: nil)))
    x = direction == .rightToLeft ? rect.maxX - lead - size.width : rect.minX + lead
  } else {
    x = rect.minX + (rect.width - size.width) * alignment.horizontal.fraction(direction)
  }
  let y: Double
  switch alignment.vertical.key {
  case .top where !guided: y = rect.minY
  case .center where !guided: y = rect.minY + (rect.height - size.height) / 2
  case .bottom where !guided: y = rect.maxY - size.height
  case .firstTextBaseline, .lastTextBaseline:
    // Without a sibling to share a baseline with, align like the bottom of a single line.
    y = rect.minY + (rect.height - size.height) / 2
  default:
    let frame = ViewDimensions(size: rect.size, node: nil)
    y =
      rect.minY + alignment.vertical.defaultValue(in: frame)
      - (child?.offset(of: alignment.vertical, in: size)
        ?? alignment.vertical.defaultValue(in: ViewDimensions(size: size, node: nil)))
  }
  return Rect(x: x, y: y, width: size.width, height: size.height)
}
