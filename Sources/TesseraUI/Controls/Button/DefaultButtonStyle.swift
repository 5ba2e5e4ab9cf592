/// The default button style, `.automatic`: borderless on iOS outside lists and bars (the label in
/// the tint color).
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// The default style.
  public init() {}
  /// The button's look.
  public func makeBody(configuration: Configuration) -> some View {
    ButtonChrome(label: configuration.label, kind: .borderless)
  }
}

nonisolated extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The default style.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
