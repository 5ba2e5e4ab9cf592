import TesseraDisplayList

/// Takes the child's space and draws nothing.
final class HiddenNode: LayoutNode {
  let child: LayoutNode
  init(child: LayoutNode) {
    self.child = child
    super.init(direction: child.direction)
  }
  override func sizeThatFits(_ p: ProposedViewSize) -> Size { child.size(for: p) }
}

extension View {
  /// The view invisible, still taking its space.
  public func hidden() -> ModifiedContent<Self, some ViewModifier> {
    modifier(WrappingModifier { child, _ in HiddenNode(child: child) })
  }
}
