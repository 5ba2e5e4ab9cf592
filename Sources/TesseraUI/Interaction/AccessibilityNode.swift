import TesseraDisplayList

/// A view with accessibility modifiers: lays out as its child, and records what the modifiers say
/// with the child's frame (a display-list `accessibility` item before the child's drawing).
final class AccessibilityNode: WrapperNode {
  let record: AccessibilityRecord

  init(child: LayoutNode, record: AccessibilityRecord) {
    self.record = record
    super.init(child: child)
  }

  override func render(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    var r = record
    r.frame = rect
    items.append(.accessibility(r))
    child.render(in: rect, proposal: proposal, into: &items)
  }

  /// `child` with `change` applied to its record: a node already recording is updated (so a chain
  /// of modifiers on one view makes one record), any other is wrapped.
  static func applying(_ change: (inout AccessibilityRecord) -> Void, to child: LayoutNode) -> LayoutNode {
    if let node = child as? AccessibilityNode {
      var r = node.record
      change(&r)
      return AccessibilityNode(child: node.child, record: r)
    }
    var r = AccessibilityRecord(frame: .zero)
    change(&r)
    return AccessibilityNode(child: child, record: r)
  }
}

extension View {
  /// The view with its accessibility record changed by `change`.
  func accessibility(_ change: @escaping (inout AccessibilityRecord) -> Void) -> ModifiedContent<
    Self, some ViewModifier
  > {
    modifier(WrappingModifier { child, _ in AccessibilityNode.applying(change, to: child) })
  }
}
