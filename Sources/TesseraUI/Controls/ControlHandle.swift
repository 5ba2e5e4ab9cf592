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

/// The strings of the `Text`s resolved below a control (its label's words), in order: the
/// preference each `Text` sets while a control collects them.
enum ControlLabelText: PreferenceKey {
  static var defaultValue: [String] { [] }
  static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// The tagged options below a picker, tab view or canvas, in order: the tag and the nodes of the
/// view carrying it. The preference `.tag(_:)` (and `ForEach`, for an element without a tag of
/// its own) sets while a container collects tags.
enum TaggedOptions: PreferenceKey {
  static var defaultValue: [(tag: AnyHashable, nodes: [LayoutNode])] { [] }
  static func reduce(
    value: inout [(tag: AnyHashable, nodes: [LayoutNode])],
    nextValue: () -> [(tag: AnyHashable, nodes: [LayoutNode])]
  ) {
    value += nextValue()
  }
}

extension ResolveContext {
  /// The tagged options of `view` (``TaggedOptions``), resolved in a scope of their own. When
  /// the options are drawn from these nodes, `passingOn` lets their other values (the app's
  /// preferences, a control's label text) reach the scopes above; a probe whose nodes are
  /// dropped passes nothing on.
  func taggedOptions<V: View>(_ view: V, passingOn: Bool) -> [(tag: AnyHashable, nodes: [LayoutNode])] {
    var c = self
    let scope =
      passingOn
      ? PreferenceValues(parent: preferences, blocking: ObjectIdentifier(TaggedOptions.self))
      : PreferenceValues(parent: nil)
    c.preferences = scope
    c.collectsTags = true
    _ = resolve(view, c)
    return scope.value(TaggedOptions.self) ?? []
  }

  /// Resolves `view` collecting the strings of its texts.
  func resolveCollectingText<V: View>(_ view: V) -> (nodes: [LayoutNode], text: String) {
    collectingText { resolve(view, $0) }
  }

  /// Runs `body` in a preference scope where texts pass their strings up (``ControlLabelText``),
  /// returning its nodes and the strings joined by spaces. The scope passes every value on, so
  /// an enclosing control gets the strings too and the app's own preferences reach their readers.
  func collectingText(_ body: (ResolveContext) -> [LayoutNode]) -> (nodes: [LayoutNode], text: String) {
    var c = self
    let scope = PreferenceValues(parent: preferences)
    c.preferences = scope
    c.collectsLabelText = true
    let nodes = body(c)
    return (nodes, (scope.value(ControlLabelText.self) ?? []).joined(separator: " "))
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
