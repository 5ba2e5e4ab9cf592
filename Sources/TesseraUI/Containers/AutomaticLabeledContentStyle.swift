/// The default labeled content style, `.automatic`, as iOS draws it in a form row: the label
/// leading, the value trailing in the secondary color, 8 pt apart at least, on their first
/// baselines.
nonisolated public struct AutomaticLabeledContentStyle: LabeledContentStyle {
  /// The default style.
  public init() {}
  /// The label, the space between, and the value in the secondary color.
  public func makeBody(configuration: Configuration) -> some View {
    HStack(alignment: .firstTextBaseline, spacing: 8) {
      configuration.label
      Spacer(minLength: 8)
      configuration.content.foregroundStyle(SystemColors.secondaryLabel.color)
    }
  }
}
