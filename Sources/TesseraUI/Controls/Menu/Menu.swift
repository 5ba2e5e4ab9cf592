/// A control that shows a menu of actions when tapped, as SwiftUI's `Menu`, drawn by its style
/// (``MenuStyle``; by default the closed menu's label as a borderless button in the tint color);
/// a still does not draw the menu's content.
nonisolated public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?

  /// A menu with content and a label view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    primaryAction = nil
  }
  /// A menu with a primary action (run by a tap), content and a label view.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
  ) {
    self.content = content()
    self.label = label()
    self.primaryAction = primaryAction
  }

  /// The menu as its style draws it.
  public var body: some View {
    StyledBody(
      configuration: MenuStyleConfiguration(
        label: .init(content: AnyView(label)), content: .init(content: AnyView(content)),
        primaryAction: primaryAction),
      fallback: { AnyView(DefaultMenuStyle().makeBody(configuration: $0)) })
  }
}

nonisolated extension Menu
where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
  /// The menu a ``MenuStyle`` is given, drawn in the style set outside that one.
  public init(_ configuration: MenuStyleConfiguration) {
    label = configuration.label
    content = configuration.content
    primaryAction = configuration.primaryAction
  }
}

nonisolated extension Menu where Label == Text {
  /// A menu titled with a localized string key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// A menu titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

nonisolated extension Menu where Label == TesseraUI.Label<Text, Image> {
  /// A menu with a title and an SF Symbols icon.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { TesseraUI.Label(titleKey, systemImage: systemImage) }
  }
  /// A menu with a title string and an SF Symbols icon.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { TesseraUI.Label(title, systemImage: systemImage) }
  }
}

nonisolated extension View {
  /// Whether menus show their indicator (menus draw their label only here).
  public func menuIndicator(_ visibility: Visibility) -> some View {
    modifier(EnvironmentModifier { _ in })
  }
  /// A context menu with a preview (shown on a long press; not drawn in a still).
  public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P)
    -> some View
  {
    modifier(EnvironmentModifier { _ in })
  }
  /// A context menu (shown on a long press; not drawn in a still).
  public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View {
    modifier(EnvironmentModifier { _ in })
  }
}
