/// A toggle drawn as a bordered button, `.button`: on, the tint at 15% behind the label in the
/// tint (as a selected bordered button); off, a borderless button.
nonisolated public struct ButtonToggleStyle: ToggleStyle {
  /// The button style.
  public init() {}
  /// A bordered or borderless button.
  public func makeBody(configuration: Configuration) -> some View {
    ButtonToggleBody(configuration: configuration)
  }
}

nonisolated struct ButtonToggleBody: View {
  let configuration: ToggleStyleConfiguration
  @Environment(\.tint) var tint
  @Environment(\.isEnabled) var isEnabled

  var body: some View {
    let color = isEnabled ? (tint ?? Color.accentColor) : SystemColors.tertiaryLabel.color
    let m = ButtonChrome.metrics(.regular)
    return configuration.label
      .foregroundStyle(color)
      .padding(.horizontal, m.horizontal)
      .padding(.vertical, m.vertical)
      .background(
        RoundedRectangle(cornerRadius: m.radius).fill(configuration.isOn ? color.opacity(0.15) : Color.clear))
  }
}
