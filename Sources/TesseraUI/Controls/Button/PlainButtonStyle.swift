/// A style that draws the label as it is, `.plain`.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// The plain style.
  public init() {}
  /// The button's look.
  public func makeBody(configuration: Configuration) -> some View {
    ButtonChrome(label: configuration.label, kind: .plain)
  }
}

nonisolated extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// The label as it is.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
