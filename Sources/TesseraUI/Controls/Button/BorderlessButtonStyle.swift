/// A style that draws the label in the tint color, `.borderless`.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// The borderless style.
  public init() {}
  /// The button's look.
  public func makeBody(configuration: Configuration) -> some View {
    ButtonChrome(label: configuration.label, kind: .borderless)
  }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// The label in the tint color.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
