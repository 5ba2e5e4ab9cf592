import TesseraDisplayList

/// A node that tells `placed` where its child is drawn (the root's coordinates), before drawing
/// it: anchors are made from it.
final class PlacementObserverNode: WrapperNode {
  let placed: (Rect) -> Void

  init(child: LayoutNode, placed: @escaping (Rect) -> Void) {
    self.placed = placed
    super.init(child: child)
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    placed(rect)
    child.render(in: rect, proposal: proposal, into: &items)
  }
}
