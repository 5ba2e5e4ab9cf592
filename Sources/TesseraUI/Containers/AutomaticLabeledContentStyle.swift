/// The default labeled content style, `.automatic`, as iOS draws it in a form row: the label
/// leading, the value trailing in the secondary color, 8 pt apart at least, on their first
/// baselines. In a list or form row at an accessibility Dynamic Type size the value goes under
/// the label, both leading, 4 pt apart, as iOS stacks them (Spezi's iOS 26 reference of a
/// `LabeledContent` row at `.accessibility3`).
nonisolated public struct AutomaticLabeledContentStyle: LabeledContentStyle {
  /// The default style.
  public init() {}
  /// The label, the space between, and the value in the secondary color.
  public func makeBody(configuration: Configuration) -> some View {
    AutomaticLabeledContentBody(configuration: configuration)
  }
}

/// The automatic style's arrangement for the environment: side by side, or stacked in a row at an
/// accessibility size.
nonisolated struct AutomaticLabeledContentBody: View {
  let configuration: LabeledContentStyleConfiguration
  @Environment(\.dynamicTypeSize) var dynamicTypeSize
  @Environment(\.isListRow) var isListRow

  var body: some View {
    if isListRow && dynamicTypeSize.isAccessibilitySize {
      VStack(alignment: .leading, spacing: 4) {
        configuration.label
        configuration.content.foregroundStyle(SystemColors.secondaryLabel.color)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    } else {
      HStack(alignment: .firstTextBaseline, spacing: 8) {
        configuration.label
        Spacer(minLength: 8)
        configuration.content.foregroundStyle(SystemColors.secondaryLabel.color)
      }
    }
  }
}
