import TesseraDisplayList

/// A view with accessibility modifiers: lays out as its child, and records what the modifiers say
/// with the child's frame (a display-list `accessibility` item before the child's drawing).
final class AccessibilityNode: WrapperNode {
  let record: AccessibilityRecord

  init(child: LayoutNode, record: AccessibilityRecord) {
    self.record = record
    super.init(child: child)
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    var r = record
    r.frame = rect
    items.recording(r) { child.render(in: rect, proposal: proposal, into: &$0) }
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

extension Array where Element == DisplayItem {
  /// Appends `record`, then what `draw` appends, and sets the record's ``AccessibilityRecord/itemCount``
  /// to the number of items `draw` appended: the record's extent.
  mutating func recording(_ record: AccessibilityRecord, _ draw: (inout [DisplayItem]) -> Void) {
    let at = count
    append(.accessibility(record))
    draw(&self)
    var r = record
    r.itemCount = count - at - 1
    self[at] = .accessibility(r)
  }
}

nonisolated extension View {
  /// The view with its accessibility record changed by `change`.
  func accessibility(_ change: @escaping (inout AccessibilityRecord) -> Void) -> some View {
    modifier(WrappingModifier { child, _ in AccessibilityNode.applying(change, to: child) })
  }
}

extension AccessibilityRecord {
  /// The record of something drawn that is not the app's own accessible content (the system's
  /// status bar and keyboard, content behind a modal): hidden, every audit finding ignored for `reason`.
  static func system(_ rect: Rect, reason: String) -> AccessibilityRecord {
    var r = AccessibilityRecord(frame: rect)
    r.isHidden = true
    r.auditSuppressions = [AuditSuppression(kind: nil, reason: reason)]
    return r
  }
}

extension AccessibilityRecord {
  /// The record of a scroll view's or list's viewport: kind `"scroll view"`, so an audit names the
  /// viewport as what clips the text scrolled partly out of it.
  static func scrollView(_ rect: Rect) -> AccessibilityRecord {
    var r = AccessibilityRecord(frame: rect)
    r.kind = .scrollView
    return r
  }
}
