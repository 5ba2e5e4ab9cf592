import TesseraDisplayList

/// Offers the child its ideal size in the fixed dimensions, whatever the parent proposes.
final class FixedSizeNode: LayoutNode {
  let horizontal: Bool
  let vertical: Bool
  let child: LayoutNode

  init(horizontal: Bool, vertical: Bool, child: LayoutNode) {
    self.horizontal = horizontal
    self.vertical = vertical
    self.child = child
    super.init(direction: child.direction)
  }

  func proposal(_ p: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
  }

  override var spacingPreferences: ViewSpacing { child.spacingPreferences }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size { child.size(for: proposal(p)) }

  override func verticalGuide(_ a: VerticalAlignment, in size: Size) -> Double? {
    child.verticalGuide(a, in: size)
  }
  override func horizontalGuide(_ a: HorizontalAlignment, in size: Size) -> Double? {
    child.horizontalGuide(a, in: size)
  }
  override var hasExplicitGuides: Bool { child.hasExplicitGuides }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    let cp = self.proposal(proposal)
    let s = child.size(for: cp)
    child.render(in: Rect(origin: rect.origin, size: s), proposal: cp, into: &items)
  }
}

nonisolated extension View {
  /// The view at its ideal size in both dimensions.
  public func fixedSize() -> some View {
    fixedSize(horizontal: true, vertical: true)
  }

  /// The view at its ideal size in the chosen dimensions.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(
      WrappingModifier { child, _ in FixedSizeNode(horizontal: horizontal, vertical: vertical, child: child) }
    )
  }
}
