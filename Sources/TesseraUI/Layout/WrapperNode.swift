import TesseraDisplayList

/// A node around one child that keeps the child's size and alignment guides (modifiers that
/// only change how the child is drawn: offset, opacity, clip, shadow, hidden; or that only carry
/// information: layout values, alignment guides, list-row traits). By default it draws the child
/// where it is placed; subclasses that change the drawing override ``render(in:proposal:into:)``.
class WrapperNode: LayoutNode {
  let child: LayoutNode

  init(child: LayoutNode) {
    self.child = child
    super.init(direction: child.direction)
    layoutPriority = child.layoutPriority
    traits = child.traits
  }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size { child.size(for: p) }
  override func verticalGuide(_ a: VerticalAlignment, in size: Size) -> Double? {
    child.verticalGuide(a, in: size)
  }
  override func horizontalGuide(_ a: HorizontalAlignment, in size: Size) -> Double? {
    child.horizontalGuide(a, in: size)
  }
  override var hasExplicitGuides: Bool { child.hasExplicitGuides }
  override var spacingPreferences: ViewSpacing { child.spacingPreferences }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    child.render(in: rect, proposal: proposal, into: &items)
  }
}
