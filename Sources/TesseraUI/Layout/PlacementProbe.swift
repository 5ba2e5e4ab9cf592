import Foundation
import TesseraDisplayList

/// Stands in for a custom layout's subview inside a built-in layout node, so the built-in
/// layouts (`HStackLayout`, `VStackLayout`, `ZStackLayout`) can place subviews through the
/// ``Layout`` protocol: drawing the probe places the subview.
final class PlacementProbe: WrapperNode {
  let subview: LayoutSubview

  init(_ subview: LayoutSubview) {
    self.subview = subview
    super.init(child: subview.box.node)
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    subview.box.placement = (rect, proposal)
  }

  /// The size `node(subviews)` chooses for `proposal`, for the built-in layouts' `sizeThatFits`.
  static func size(
    _ subviews: LayoutSubviews, proposal: ProposedViewSize,
    _ node: ([LayoutNode], LayoutDirection) -> LayoutNode
  ) -> CGSize {
    let s = node(subviews.map(\.box.node), subviews.layoutDirection).size(for: proposal)
    return CGSize(width: s.width, height: s.height)
  }

  /// Places `subviews` as `node(probes)` would draw them in `bounds`.
  static func place(
    _ subviews: LayoutSubviews, in bounds: CGRect, proposal: ProposedViewSize,
    _ node: ([LayoutNode], LayoutDirection) -> LayoutNode
  ) {
    var scratch: [DisplayItem] = []
    let rect = Rect(
      x: Double(bounds.minX), y: Double(bounds.minY), width: Double(bounds.width),
      height: Double(bounds.height))
    node(subviews.map(PlacementProbe.init), subviews.layoutDirection).render(
      in: rect, proposal: proposal, into: &scratch)
  }
}
