/// A label and a value side by side, as SwiftUI's `LabeledContent`: the label leading, the value
/// trailing in the secondary color (as in a `Form` row).
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// Content with a label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// The label and the value, as the labeled content style draws them (default
  /// ``AutomaticLabeledContentStyle``: side by side, the value in the secondary color).
  public var body: some View {
    StyledBody(
      configuration: LabeledContentStyleConfiguration(
        label: LabeledContentStyleConfiguration.Label(AnyView(label)),
        content: LabeledContentStyleConfiguration.Content(AnyView(content))),
      fallback: { AnyView(AutomaticLabeledContentStyle().makeBody(configuration: $0)) })
  }
}

extension LabeledContent
where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
  /// Labeled content from a style's configuration (to wrap it in a custom style), drawn with the
  /// style in effect where that style was set.
  public init(_ configuration: LabeledContentStyleConfiguration) {
    label = configuration.label
    content = configuration.content
  }
}

nonisolated extension LabeledContent where Label == Text {
  /// Content with a text label from a localized key (`LabeledContent("Name") { … }`).
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }

  /// Content with a text label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }
}

nonisolated extension LabeledContent where Label == Text, Content == Text {
  /// A text value with a text label (`LabeledContent("Version", value: "1.0")`).
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }

  /// A text value with a text label from a string.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }

  /// A value formatted by a format style (`LabeledContent("Total", value: 12.5, format:
  /// .currency(code: "USD"))`), in the environment's locale as `Text(_:format:)`.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
  }

  /// A value formatted by a format style, with a label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(title) })
  }
}
