import TesseraDisplayList

/// Stands in for a custom layout's subview inside a built-in layout node, so the built-in
/// layouts (`HStackLayout`, `VStackLayout`, `ZStackLayout`) can place subviews through the
/// ``Layout`` protocol: drawing the probe places the subview.
final class PlacementProbe: WrapperNode {
  let subview: LayoutSubview

  init(_ subview: LayoutSubview) {
    self.subview = subview
    super.init(child: subview.node)
  }

  override func render(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    subview.place(at: rect.origin, proposal: proposal)
  }

  /// Places `subviews` as `node(probes)` would draw them in `bounds`.
  static func place(
    _ subviews: LayoutSubviews, in bounds: Rect, proposal: ProposedViewSize,
    _ node: ([LayoutNode]) -> LayoutNode
  ) {
    var scratch: [DisplayItem] = []
    node(subviews.map(PlacementProbe.init)).render(in: bounds, proposal: proposal, into: &scratch)
  }
}
