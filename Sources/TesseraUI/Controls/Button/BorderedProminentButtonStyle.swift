/// A style that draws the label in white on the tint color, `.borderedProminent` (sizes in
/// ``ButtonChrome``).
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// The prominent style.
  public init() {}
  /// The button's look.
  public func makeBody(configuration: Configuration) -> some View {
    ButtonChrome(label: configuration.label, kind: .prominent)
  }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// The label in white on the tint color.
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
