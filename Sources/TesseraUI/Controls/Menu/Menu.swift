/// A control that shows a menu of actions when tapped, as SwiftUI's `Menu`: a still shows its
/// label as a borderless button (the tint color); the menu's content is not drawn.
public struct Menu<Label: View, Content: View>: View {
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

  /// The label as a button.
  public var body: some View {
    Button(action: primaryAction ?? {}) { label }
  }
}

extension Menu where Label == Text {
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

extension Menu where Label == TesseraUI.Label<Text, Image> {
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

extension View {
  /// The style of menus inside this view (menus draw their label as a button here).
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
    modifier(EnvironmentModifier { _ in })
  }
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
