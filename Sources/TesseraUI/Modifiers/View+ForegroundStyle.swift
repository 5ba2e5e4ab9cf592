extension View {
  /// The style of text, shapes and icons without their own.
  public func foregroundStyle(_ style: some ShapeStyle) -> ModifiedContent<Self, some ViewModifier> {
    let s = AnyShapeStyle(style)
    return modifier(EnvironmentModifier { $0.foregroundStyle = s })
  }

  /// The color of text, shapes and icons without their own.
  public func foregroundColor(_ color: Color) -> ModifiedContent<Self, some ViewModifier> {
    foregroundStyle(color)
  }
}
