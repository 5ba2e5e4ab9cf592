/// A view that shows or hides its content behind a disclosure control, as SwiftUI's
/// `DisclosureGroup`: drawn by the environment's disclosure group style (see
/// ``AutomaticDisclosureGroupStyle`` for the default look, in and out of lists).
///
/// Given no `isExpanded` binding, the group keeps its own expansion, collapsed at first (as in
/// SwiftUI), so a still shows it collapsed; tapping its label row in an interaction flips it.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: () -> Content
  let isExpanded: Binding<Bool>?
  /// The expansion the group keeps itself when given no binding: collapsed at first.
  let ownExpansion = State(wrappedValue: false)

  /// A disclosure group with content and a label view; it starts collapsed.
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content
    isExpanded = nil
  }

  /// A disclosure group with content and a label view, expanded as the binding says.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content
    self.isExpanded = isExpanded
  }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension DisclosureGroup where Label == Text {
  /// A disclosure group titled with a localized string key; it starts collapsed.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A disclosure group titled with a localized string key, expanded as the binding says.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// A disclosure group titled with a string; it starts collapsed.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A disclosure group titled with a string, expanded as the binding says.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}

extension DisclosureGroup {
  /// The expansion: the binding given, else the group's own state, kept in the view graph at
  /// this group's place.
  func expansion(_ own: ResolveContext) -> Binding<Bool> {
    if let isExpanded { return isExpanded }
    let slot = own.child(0xD15C)
    _ = ownExpansion.install(slot, identity: slot.identity, index: 0)
    return ownExpansion.projectedValue
  }
}

nonisolated extension DisclosureGroup: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let env = context.environment
    let own = context.child(type: Self.self)
    let binding = expansion(own)
    // In a list, through a view of the app's own: the label row (chevron at the trailing edge),
    // then the content's views, each a row when the list is the parent.
    if env.isListRow, env.disclosureGroupStyleIsAutomatic {
      var nodes = resolve(DisclosureLabelRow(label: label, isExpanded: binding, inList: true), own.child(1))
      if binding.wrappedValue { nodes += resolve(content(), own.child(3)) }
      return nodes
    }
    let configuration = DisclosureGroupStyleConfiguration(
      label: DisclosureGroupStyleConfiguration.Label(AnyView(label)),
      content: DisclosureGroupStyleConfiguration.Content(AnyView(content())), isExpanded: binding)
    let styled = StyledBody(
      configuration: configuration,
      fallback: { AnyView(AutomaticDisclosureGroupStyle().makeBody(configuration: $0)) })
    return resolve(styled, own.child(2))
  }
}

/// In a `List` or `Form` with the automatic style, the group is several rows: its label row
/// (chevron at the trailing edge), then, when expanded, each content view as a row.
extension DisclosureGroup: MultiRowSource {
  func rowPieces(_ context: ResolveContext) -> [RowPiece] {
    let env = context.environment
    guard env.isListRow, env.disclosureGroupStyleIsAutomatic else { return [.nodes(resolve(self, context))] }
    let own = context.child(type: Self.self)
    let binding = expansion(own)
    var pieces: [RowPiece] = [
      .nodes(resolve(DisclosureLabelRow(label: label, isExpanded: binding, inList: true), own.child(1)))
    ]
    if binding.wrappedValue { pieces += TesseraUI.rowPieces(content(), own.child(3)) }
    return pieces
  }
}
