import TesseraDisplayList

/// What a test host can do with a control resolved in a render: tap it, type into it, flip it.
/// Registered in the view graph for each pass (``ViewGraph/registerControl(_:_:)``).
struct ControlHandle {
  /// The kind of control, for records and messages.
  var kind: AccessibilityKind
  /// Whether the control is enabled (a disabled control ignores taps and typing).
  var isEnabled: Bool
  /// The action a tap runs (a button's action, a toggle's flip, a tap gesture).
  var tap: (() -> Void)?
  /// Replaces the text of a field's binding.
  var setText: ((String) -> Void)?
  /// The text a field's binding holds.
  var text: (() -> String)?
  /// Sets a toggle's binding.
  var setOn: ((Bool) -> Void)?
  /// Selects a picker's option by its tag.
  var select: ((AnyHashable) -> Bool)?
  /// Sets a slider's or stepper's value.
  var setValue: ((Double) -> Void)?
  /// Reveals (or hides, when revealed) a list row's swipe actions on an edge; false when the row
  /// has none there.
  var swipe: ((HorizontalEdge) -> Bool)?
}

/// Collects the strings of the `Text`s resolved below a control (its label's words).
final class TextSink {
  var texts: [String] = []
  /// The words joined by spaces.
  var joined: String { texts.joined(separator: " ") }
}

/// Collects tagged options in order: the tag and the nodes of the view carrying it.
final class TagSink {
  var entries: [(tag: AnyHashable, nodes: [LayoutNode])] = []
}

extension ResolveContext {
  /// Resolves `view` collecting the strings of its texts.
  func resolveCollectingText<V: View>(_ view: V) -> (nodes: [LayoutNode], text: String) {
    var c = self
    let sink = TextSink()
    c.textSink = sink
    let nodes = resolve(view, c)
    if let outer = textSink { outer.texts += sink.texts }
    return (nodes, sink.joined)
  }

  /// `nodes` as one node (a `ZStack` of several), recorded as a control: the record carries
  /// `label` (unless a modifier sets one), the control's trait (`.button` or another) and the
  /// control id.
  func controlNode(
    _ nodes: [LayoutNode], handle: ControlHandle, label: String, trait: AccessibilityTraitSet,
    value: String? = nil
  ) -> [LayoutNode] {
    let id = graph.registerControl(identity, handle)
    let one =
      nodes.count == 1 ? nodes[0] : ZStackNode(alignment: .center, children: nodes, environment: environment)
    return [
      AccessibilityNode.applying(
        { r in
          if r.label == nil, !label.isEmpty { r.label = label }
          if r.value == nil { r.value = value }
          r.addedTraits.formUnion(trait)
          r.controlID = id
          if r.kind == nil || r.kind == .text || r.kind == .image { r.kind = handle.kind }
          if r.isEnabled == nil { r.isEnabled = handle.isEnabled }
        }, to: one)
    ]
  }
}
