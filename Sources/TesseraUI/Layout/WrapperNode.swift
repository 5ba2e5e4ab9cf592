/// A node around one child that keeps the child's size and alignment guides (modifiers that
/// only change how the child is drawn: offset, opacity, clip, shadow, hidden).
class WrapperNode: LayoutNode {
  let child: LayoutNode

  init(child: LayoutNode) {
    self.child = child
    super.init(direction: child.direction)
    layoutPriority = child.layoutPriority
  }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size { child.size(for: p) }
  override func verticalGuide(_ a: VerticalAlignment, in size: Size) -> Double? {
    child.verticalGuide(a, in: size)
  }
  override func horizontalGuide(_ a: HorizontalAlignment, in size: Size) -> Double? {
    child.horizontalGuide(a, in: size)
  }
  override var hasExplicitGuides: Bool { child.hasExplicitGuides }
}
