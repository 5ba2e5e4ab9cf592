import TesseraDisplayList

/// A navigation bar's items on their glass in the iOS 26 design: one capsule 44 points high
/// around a slot's items, 17 points of glass on each side of a text item (measured on iOS 26.4:
/// "Reset" on a 75-point capsule), an icon alone on a 44-point circle.
final class BarGlassNode: LayoutNode {
  let items: LayoutNode
  let glass: [LayoutNode]
  /// The glass on each side of the items: ``padding`` for text, 0 for icons already in their
  /// 44-point slots.
  let sidePadding: Double

  /// The capsule's height, points.
  static let height = 44.0
  /// The glass on each side of a text item, points.
  static let padding = 17.0
  /// The widest item drawn as an icon on a 44-point circle (or slot), points.
  static let iconWidth = 28.0

  init(items: LayoutNode, glass: [LayoutNode], iconsOnly: Bool) {
    self.items = items
    self.glass = glass
    sidePadding = iconsOnly ? 0 : Self.padding
    super.init(direction: items.direction)
  }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size {
    let s = items.size(for: ProposedViewSize(width: nil, height: Self.height))
    // An icon (narrow) sits on a circle, icons in their 44-point slots fill the capsule, anything
    // else gets the padding.
    let w = s.width <= Self.iconWidth ? Self.height : s.width + 2 * sidePadding
    return Size(width: w, height: max(Self.height, s.height))
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into out: inout [DisplayItem]) {
    for g in glass { g.render(in: rect, proposal: ProposedViewSize(rect.size), into: &out) }
    let p = ProposedViewSize(width: nil, height: Self.height)
    let s = items.size(for: p)
    items.render(
      in: Rect(x: rect.midX - s.width / 2, y: rect.midY - s.height / 2, width: s.width, height: s.height),
      proposal: p, into: &out)
  }
}
