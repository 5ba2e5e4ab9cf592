/// A box grouping views under a label, as SwiftUI's `GroupBox`: drawn by the environment's
/// group box style (`.groupBoxStyle(_:)`); the default, ``DefaultGroupBoxStyle``, is iOS's look:
/// the label in `.headline` above the content, 16 pt inside a rounded rectangle (radius 8) of
/// `secondarySystemBackground`, 8 pt between label and content.
nonisolated public struct GroupBox<Label: View, Content: View>: View {
  let label: Label?
  let content: Content

  /// A box with content and a label view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// The box, as the group box style draws it.
  public var body: some View {
    StyledBody(
      configuration: GroupBoxStyleConfiguration(
        label: GroupBoxStyleConfiguration.Label(AnyView(label)),
        content: GroupBoxStyleConfiguration.Content(AnyView(content))),
      fallback: { AnyView(DefaultGroupBoxStyle().makeBody(configuration: $0)) })
  }
}

extension GroupBox
where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
  /// A group box from a style's configuration (to wrap it in a custom style), drawn with the
  /// style in effect where that style was set.
  public init(_ configuration: GroupBoxStyleConfiguration) {
    label = configuration.label
    content = configuration.content
  }
}

nonisolated extension GroupBox where Label == EmptyView {
  /// A box with content and no label.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    label = nil
  }
}

nonisolated extension GroupBox where Label == Text {
  /// A box titled with a localized string key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// A box titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}
