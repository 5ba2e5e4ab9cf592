/// The menu style of iOS by default, `.automatic`: the closed menu's label as a borderless
/// button (in the tint color); a tap runs the primary action, when there is one.
nonisolated public struct DefaultMenuStyle: MenuStyle {
  /// The default style.
  public init() {}
  /// The label as a button.
  public func makeBody(configuration: Configuration) -> some View {
    Button(plainAction: configuration.primaryAction ?? {}) { configuration.label }
  }
}

nonisolated extension MenuStyle where Self == DefaultMenuStyle {
  /// The default style.
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

nonisolated extension MenuStyle where Self == ButtonMenuStyle {
  /// A button.
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

nonisolated extension MenuStyle where Self == BorderlessButtonMenuStyle {
  /// A borderless button.
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}
