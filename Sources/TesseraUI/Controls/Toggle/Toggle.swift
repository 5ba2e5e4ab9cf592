/// A control that turns a setting on or off, as SwiftUI's `Toggle`: drawn by the environment's
/// toggle style (`.automatic` is a switch on iOS: the label leading, the switch trailing).
nonisolated public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label

  /// A toggle bound to a Boolean, with a label view.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  /// A toggle with several bindings (on when all are): drawn with the first.
  public init<C: RandomAccessCollection>(
    sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
  ) {
    let bindings = sources.map { $0[keyPath: isOn] }
    self.isOn = Binding(
      get: { !bindings.isEmpty && bindings.allSatisfy { $0.wrappedValue } },
      set: { v in for b in bindings { b.wrappedValue = v } })
    self.label = label()
  }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension Toggle where Label == Text {
  /// A toggle titled with a localized string key.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }
  /// A toggle titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

nonisolated extension Toggle where Label == TesseraUI.Label<Text, Image> {
  /// A toggle with a title and an SF Symbols icon.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { TesseraUI.Label(titleKey, systemImage: systemImage) }
  }
  /// A toggle with a title string and an SF Symbols icon.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { TesseraUI.Label(title, systemImage: systemImage) }
  }
}

nonisolated extension Toggle: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let env = context.environment
    let configuration = ToggleStyleConfiguration(
      label: ToggleStyleConfiguration.Label(AnyView(label)), isOn: isOn)
    let styled = StyledBody(
      configuration: configuration,
      fallback: { AnyView(DefaultToggleStyle().makeBody(configuration: $0)) })
    let (nodes, text) = context.child(type: Self.self).resolveCollectingText(styled)
    let binding = isOn
    let handle = ControlHandle(
      kind: .toggle, isEnabled: env.isEnabled, tap: { binding.wrappedValue.toggle() },
      setOn: { binding.wrappedValue = $0 })
    return context.controlNode(
      nodes, handle: handle, label: text, trait: .toggle, value: binding.wrappedValue ? "1" : "0")
  }
}
