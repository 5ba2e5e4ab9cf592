/// How disclosure groups look, as SwiftUI's `DisclosureGroupStyle`. Set with
/// `.disclosureGroupStyle(_:)`; the default is ``AutomaticDisclosureGroupStyle``.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
  /// The view a disclosure group becomes.
  associatedtype Body: View
  /// The view for a disclosure group's configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a style is given.
  typealias Configuration = DisclosureGroupStyleConfiguration
}

nonisolated extension View {
  /// The style of disclosure groups inside this view (default `.automatic`).
  public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
    self.style(
      { (configuration: DisclosureGroupStyleConfiguration) in
        MainActorBody.call(style, configuration) { $0.makeBody(configuration: $1) }
      }, styleType: ObjectIdentifier(S.self))
  }
}

extension EnvironmentValues {
  /// Whether disclosure groups here have the automatic style (none set, or `.automatic`): in a
  /// list, such a group makes its content rows of their own.
  var disclosureGroupStyleIsAutomatic: Bool {
    guard let slot = style(for: DisclosureGroupStyleConfiguration.self) else { return true }
    return slot.styleType == ObjectIdentifier(AutomaticDisclosureGroupStyle.self)
  }
}

nonisolated extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
  /// The default style.
  public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

/// The label row of the automatic style: a control that flips the expansion, the label leading
/// and the chevron trailing (in a list row, the chevron is the row's accessory).
nonisolated struct DisclosureLabelRow<Label: View>: View {
  let label: Label
  let isExpanded: Binding<Bool>
  let inList: Bool

  /// Built-in.
  var body: PrimitiveBody { PrimitiveBody() }

  /// The disclosure indicator: `chevron.right`, semibold at the body size, in the tint; pointing
  /// down when expanded.
  static func chevron(expanded: Bool, _ env: EnvironmentValues) -> some View {
    Image(systemName: "chevron.right")
      .font(.body.weight(.semibold))
      .foregroundStyle(env.tint ?? Color.accentColor)
      .rotationEffect(.degrees(expanded ? 90 : 0))
      .accessibilityHidden(true)
  }
}

nonisolated extension DisclosureLabelRow: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let env = context.environment
    let binding = isExpanded
    let expanded = binding.wrappedValue
    let handle = ControlHandle(
      kind: .disclosureGroup, isEnabled: env.isEnabled, tap: { binding.wrappedValue.toggle() })
    let value = expanded ? "expanded" : "collapsed"
    let chevron = Self.chevron(expanded: expanded, env)
    if inList {
      let (labelNodes, text) = context.child(0).resolveCollectingText(label)
      let content =
        labelNodes.count == 1
        ? labelNodes[0]
        : StackNode(
          axis: .horizontal, horizontal: .center, vertical: .center, spacing: 8, children: labelNodes,
          environment: env)
      let control = context.controlNode(
        [content], handle: handle, label: text, trait: .button, value: value)
      guard let row = control.first, let accessory = resolve(chevron, context.child(1)).first else {
        return control
      }
      return [DisclosureNode(child: row, accessory: accessory)]
    }
    let row = HStack(spacing: 8) {
      label
      Spacer(minLength: 0)
      chevron
    }
    let (nodes, text) = context.child(2).resolveCollectingText(row)
    return context.controlNode(nodes, handle: handle, label: text, trait: .button, value: value)
  }
}
