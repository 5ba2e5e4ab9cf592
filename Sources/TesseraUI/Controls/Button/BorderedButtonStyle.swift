/// A style that draws the label in the tint color on a light rounded rectangle, `.bordered`
/// (sizes in ``ButtonChrome``).
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// The bordered style.
  public init() {}
  /// The button's look.
  public func makeBody(configuration: Configuration) -> some View {
    ButtonChrome(label: configuration.label, kind: .bordered)
  }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// The label on a light rounded rectangle.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
