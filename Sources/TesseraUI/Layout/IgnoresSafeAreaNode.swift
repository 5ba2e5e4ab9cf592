import TesseraDisplayList

/// A view that extends into the device's safe area on the edges where it touches it
/// (`ignoresSafeArea`): it is laid out in the safe area as usual, then drawn in its frame grown
/// to the screen's edges. With no device screen around it, it is drawn as laid out.
final class IgnoresSafeAreaNode: WrapperNode {
  let edges: Edge.Set
  let geometry: ScreenGeometry?

  init(child: LayoutNode, edges: Edge.Set, geometry: ScreenGeometry?) {
    self.edges = edges
    self.geometry = geometry
    super.init(child: child)
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    guard let geometry else { return child.render(in: rect, proposal: proposal, into: &items) }
    let grown = geometry.expand(rect, edges: edges, direction: direction)
    if grown == rect { return child.render(in: rect, proposal: proposal, into: &items) }
    child.render(in: grown, proposal: ProposedViewSize(grown.size), into: &items)
  }
}
