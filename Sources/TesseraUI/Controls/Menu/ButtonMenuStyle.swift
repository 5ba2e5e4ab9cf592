/// A menu drawn as a button, `.button`: the label in the button style in force (`.bordered`,
/// `.borderedProminent`, …), as iOS draws it.
nonisolated public struct ButtonMenuStyle: MenuStyle {
  /// The button style.
  public init() {}
  /// The label as a button.
  public func makeBody(configuration: Configuration) -> some View {
    Button(plainAction: configuration.primaryAction ?? {}) { configuration.label }
  }
}
