import TesseraDisplayList
import TesseraRaster

/// Draws the child as one group with an effect the renderer applies to the group as a whole
/// (`.blur`, `.blendMode`, `.compositingGroup`, `.drawingGroup`).
final class EffectGroupNode: WrapperNode {
  /// Makes the group from the child's items and its frame.
  let make: @Sendable ([DisplayItem], Rect) -> DisplayGroup

  init(child: LayoutNode, make: @escaping @Sendable ([DisplayItem], Rect) -> DisplayGroup) {
    self.make = make
    super.init(child: child)
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    var inner: [DisplayItem] = []
    child.render(in: rect, proposal: proposal, into: &inner)
    guard !inner.isEmpty else { return }
    items.append(.group(make(inner, rect)))
  }
}
