/// A control that runs an action when tapped, as SwiftUI's `Button`: its label drawn by the
/// environment's button style (`.automatic` draws the label in the tint color).
///
/// In a still nothing is tapped; a test host (``ViewHost``) can find the button by its label's
/// text or its accessibility identifier and run its action.
nonisolated public struct Button<Label: View>: View {
  let label: Label
  let action: () -> Void
  let role: ButtonRole?

  /// A button with a label view.
  @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.action = MainActorBody.action(action)
    role = nil
  }

  /// A button whose action Tessera made (a menu's primary action, an alert's button): run as it
  /// is, on the resolver's thread.
  init(role: ButtonRole? = nil, plainAction: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.action = plainAction
    self.role = role
  }

  /// A button with a role and a label view.
  @preconcurrency public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.action = MainActorBody.action(action)
    self.role = role
  }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension Button where Label == Text {
  /// A button titled with a localized string key.
  @preconcurrency public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }
  /// A button titled with a string.
  @_disfavoredOverload
  @preconcurrency public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }
  /// A button with a role, titled with a localized string key.
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleKey) }
  }
  /// A button with a role, titled with a string.
  @_disfavoredOverload
  @preconcurrency public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

nonisolated extension Button where Label == TesseraUI.Label<Text, Image> {
  /// A button with a title and an SF Symbols icon.
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { TesseraUI.Label(titleKey, systemImage: systemImage) }
  }
  /// A button with a title string and an SF Symbols icon.
  @_disfavoredOverload
  @preconcurrency public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { TesseraUI.Label(title, systemImage: systemImage) }
  }
  /// A button with a role, a title and an SF Symbols icon.
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { TesseraUI.Label(titleKey, systemImage: systemImage) }
  }
  /// A button with a role, a title string and an SF Symbols icon.
  @_disfavoredOverload
  @preconcurrency public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { TesseraUI.Label(title, systemImage: systemImage) }
  }
  /// A button with a title and an image from the bundle.
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, image: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { TesseraUI.Label(titleKey, image: image) }
  }
}

nonisolated extension Button: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let env = context.environment
    let enabled = env.isEnabled
    let action = self.action
    if context.collectsPresentationActions {
      var c = context
      c.collectsPresentationActions = false
      let (_, title) = c.resolveCollectingText(label)
      context.preferences?.add(
        PresentationActions.self,
        [PresentationAction(title: title, role: role, isEnabled: enabled, action: action)])
      return []
    }
    let configuration = PrimitiveButtonStyleConfiguration(
      role: role, label: PrimitiveButtonStyleConfiguration.Label(label), trigger: { if enabled { action() } })
    var env2 = env
    env2.buttonRole = role
    let styled = StyledBody(
      configuration: configuration, fallback: { AnyView(DefaultButtonStyle().makeBody(configuration: $0)) })
    let (nodes, text) = context.with(env2).child(type: Self.self).resolveCollectingText(styled)
    let handle = ControlHandle(kind: .button, isEnabled: enabled, tap: action)
    return context.controlNode(nodes, handle: handle, label: text, trait: .button)
  }
}
