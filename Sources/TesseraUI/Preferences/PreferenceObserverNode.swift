import TesseraDisplayList

/// A node that draws its child, then runs `check`: how a preference reader sees the values its
/// inside produced while it was laid out.
final class PreferenceObserverNode: WrapperNode {
  let check: () -> Void

  init(child: LayoutNode, check: @escaping () -> Void) {
    self.check = check
    super.init(child: child)
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    child.render(in: rect, proposal: proposal, into: &items)
    check()
  }
}
