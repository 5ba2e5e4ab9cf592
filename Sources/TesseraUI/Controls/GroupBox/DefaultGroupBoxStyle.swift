/// The default group box style, `.automatic`, as iOS draws it: the label in `.headline` above
/// the content, 8 pt apart, 16 pt inside a rounded rectangle (radius 8) of
/// `secondarySystemBackground` as wide as offered.
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
  /// The default style.
  public init() {}
  /// The label, the content and the box.
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 8) {
      configuration.label.font(.headline)
      configuration.content
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(16)
    .background(RoundedRectangle(cornerRadius: 8).fill(SystemColors.secondarySystemBackground.color))
  }
}
