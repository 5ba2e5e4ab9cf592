/// A view that pushes a destination or a value on the navigation stack, as SwiftUI's
/// `NavigationLink`.
///
/// In a list row the label is drawn in the primary color with a disclosure chevron
/// (`chevron.right`, 13-point semibold, tertiary label color) at the row's trailing edge;
/// elsewhere the label is drawn in the tint color, as a button. A still pushes nothing (put the
/// value in the stack's path to show the destination), except a deprecated
/// `NavigationLink(destination:isActive:)` whose binding is true.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let destination: Destination?
  var isActive: Binding<Bool>?
  /// The value of a value-presenting link (`NavigationLink(value:)`), which a sidebar list's
  /// selection matches.
  var value: AnyHashable?

  init(label: Label, destination: Destination?, isActive: Binding<Bool>? = nil, value: AnyHashable? = nil) {
    self.label = label
    self.destination = destination
    self.isActive = isActive
    self.value = value
  }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

extension NavigationLink {
  /// A link to a destination view.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(label: label(), destination: destination())
  }

  /// A link to a destination view (deprecated form).
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.init(label: label(), destination: destination)
  }

  /// A link pushed while `isActive` is true (deprecated).
  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.init(label: label(), destination: destination, isActive: isActive)
  }

  /// A link pushed while `isActive` is true, with a destination builder (deprecated).
  public init(
    isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), destination: destination(), isActive: isActive)
  }
}

nonisolated extension NavigationLink where Label == Text {
  /// A link with a text label to a destination view.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(label: Text(titleKey), destination: destination())
  }

  /// A link with a text label from a string to a destination view.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(label: Text(title), destination: destination())
  }

  /// A link with a text label to a destination view (deprecated form).
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(label: Text(titleKey), destination: destination)
  }
}

nonisolated extension NavigationLink where Destination == EmptyView {
  /// A link that pushes a value (shown by the stack's `.navigationDestination(for:)`).
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.init(label: label(), destination: nil, value: value.map { AnyHashable($0) })
  }
}

nonisolated extension NavigationLink where Destination == EmptyView, Label == Text {
  /// A link with a text label that pushes a value.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(label: Text(titleKey), destination: nil, value: value.map { AnyHashable($0) })
  }

  /// A link with a text label from a string that pushes a value.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(label: Text(title), destination: nil, value: value.map { AnyHashable($0) })
  }
}

nonisolated extension NavigationLink: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let (context, selected) = SidebarSelection.context(context, value: value)
    if selected { return SidebarSelection.mark(makeLinkNodes(context)) }
    return makeLinkNodes(context)
  }

  private func makeLinkNodes(_ context: ResolveContext) -> [LayoutNode] {
    let env = context.environment
    if let isActive, isActive.wrappedValue, let destination, let scope = env.navigationScope {
      scope.presented.append(AnyView(destination))
    }
    if env.isListRow {
      let chevron = Image(systemName: "chevron.right")
        .font(.system(size: 13, weight: .semibold))
        .foregroundStyle(SystemColors.tertiaryLabel.color)
      let labelNodes = resolve(label, context.child(0))
      guard let accessory = resolve(chevron, context.child(1)).first else { return labelNodes }
      let content =
        labelNodes.count == 1
        ? labelNodes[0]
        : StackNode(
          axis: .horizontal, horizontal: .center, vertical: .center, spacing: 8, children: labelNodes,
          environment: env)
      return [DisclosureNode(child: content, accessory: accessory)]
    }
    var e = env
    e.foregroundStyle = AnyShapeStyle(env.tint ?? Color.accentColor)
    return resolve(label, context.with(e))
  }
}
