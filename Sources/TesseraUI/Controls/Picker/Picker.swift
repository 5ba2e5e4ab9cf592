/// A control that selects one of several options, as SwiftUI's `Picker`: options are the views of
/// its content, matched to the selection by their `.tag(_:)` (or their `ForEach` id); drawn by the
/// environment's picker style (`.automatic` is `.menu` on iOS: the selected option in the tint
/// color with an up-down chevron).
///
/// A selection that matches no option draws no option selected and a warning naming the value.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content

  /// A picker with a label view.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  /// A picker with a label view (older argument order).
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
    self.label = label
  }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension Picker where Label == Text {
  /// A picker titled with a localized string key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }
  /// A picker titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

nonisolated extension Picker where Label == TesseraUI.Label<Text, Image> {
  /// A picker with a title and an SF Symbols icon.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { TesseraUI.Label(titleKey, systemImage: systemImage) }
  }
}

nonisolated extension Picker: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let env = context.environment
    let c = context.child(type: Self.self)
    let (labelNodes, labelText) = c.child(1).resolveCollectingText(label)
    _ = labelNodes
    // The options: resolved once to find their tags (their nodes are resolved again by the style,
    // in its environment).
    var probe = c.child(2)
    probe.collectsLabelText = false
    let current = AnyHashable(selection.wrappedValue)
    let tags = probe.taggedOptions(content, passingOn: false).map(\.tag)
    let selected = tags.firstIndex(of: current)
    if selected == nil, !tags.isEmpty {
      context.diagnostics.warn(
        "Picker \"\(labelText)\": the selection \(selection.wrappedValue) matches no tag of its options; no option is selected"
      )
    }
    let binding = selection
    let options = PickerOptions(content: AnyView(content), tags: tags, selected: selected)
    let configuration = PickerStyleConfiguration(
      label: AnyView(label), labelText: labelText, options: options)
    let styled = EnvironmentValues.$current.withValue(env) { env.pickerStyle.body(configuration) }
    let nodes = resolve(styled, c.child(3))
    let handle = ControlHandle(
      kind: .picker, isEnabled: env.isEnabled, tap: nil,
      select: { tag in
        guard let v = tag.base as? SelectionValue else { return false }
        binding.wrappedValue = v
        return true
      })
    return context.controlNode(
      nodes, handle: handle, label: labelText, trait: .picker, value: selected.map { String($0) })
  }
}

/// A picker's options: its content, their tags in order, and which is selected.
nonisolated struct PickerOptions {
  let content: AnyView
  let tags: [AnyHashable]
  let selected: Int?

  /// The nodes of every option, resolved in `context` (each option's nodes, in order).
  func resolveOptions(_ context: ResolveContext) -> [[LayoutNode]] {
    context.taggedOptions(content, passingOn: true).map(\.nodes)
  }
}

/// What a picker style is given.
nonisolated struct PickerStyleConfiguration {
  let label: AnyView
  let labelText: String
  let options: PickerOptions
}
