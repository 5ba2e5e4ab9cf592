import Foundation
import TesseraDisplayList

/// Lays out `.containerRelativeFrame`: along its axes the view takes a length computed from the
/// space offered (unspecified offers keep the child's size), the child offered that length.
final class ContainerRelativeFrameNode: LayoutNode {
  let child: LayoutNode
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat

  init(child: LayoutNode, axes: Axis.Set, alignment: Alignment, length: @escaping (CGFloat, Axis) -> CGFloat)
  {
    self.child = child
    self.axes = axes
    self.alignment = alignment
    self.length = length
    super.init(direction: child.direction)
  }

  private func frameProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    func f(_ v: Double?, _ axis: Axis, _ set: Axis.Set) -> Double? {
      guard axes.contains(set), let v, v.isFinite else { return v }
      let l = Double(length(CGFloat(v), axis))
      return l.isFinite ? max(0, l) : v
    }
    return ProposedViewSize(
      width: f(p.width, .horizontal, .horizontal), height: f(p.height, .vertical, .vertical))
  }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size {
    let fp = frameProposal(p)
    let s = child.size(for: fp)
    return Size(
      width: axes.contains(.horizontal) ? (fp.width.flatMap { $0.isFinite ? $0 : nil } ?? s.width) : s.width,
      height: axes.contains(.vertical) ? (fp.height.flatMap { $0.isFinite ? $0 : nil } ?? s.height) : s.height
    )
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    let fp = frameProposal(proposal)
    let s = child.size(for: fp)
    child.render(
      in: place(s, in: rect, alignment: alignment, direction: direction), proposal: fp, into: &items)
  }
}
