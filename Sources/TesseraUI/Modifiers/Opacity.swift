import TesseraDisplayList

/// Draws the child as one group at an opacity.
final class OpacityNode: WrapperNode {
  let opacity: Double

  init(opacity: Double, child: LayoutNode) {
    self.opacity = opacity
    super.init(child: child)
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    guard opacity > 0 else { return }
    var inner: [DisplayItem] = []
    child.render(in: rect, proposal: proposal, into: &inner)
    if opacity >= 1 {
      items += inner
    } else {
      items.append(.group(DisplayGroup(items: inner, opacity: opacity)))
    }
  }
}

nonisolated extension View {
  /// The view drawn at an opacity, 0...1, as one group (overlaps inside do not show through).
  public func opacity(_ opacity: Double) -> some View {
    modifier(
      WrappingModifier { child, context in
        let o = opacity.isFinite ? min(1, max(0, opacity)) : 1
        if o != opacity { context.diagnostics.warn("opacity \(opacity); using \(o)") }
        return OpacityNode(opacity: o, child: child)
      })
  }
}
