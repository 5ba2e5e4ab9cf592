nonisolated extension View {
  /// The style of text, shapes and icons without their own.
  public func foregroundStyle(_ style: some ShapeStyle) -> some View {
    let s = AnyShapeStyle(style)
    return modifier(EnvironmentModifier { $0.foregroundStyle = s })
  }

  /// The styles of text, shapes and icons: the primary one, and a secondary one for the second
  /// level of hierarchical symbols (symbols draw one color here: the primary).
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> some View
  {
    foregroundStyle(primary)
  }

  /// The styles of text, shapes and icons at three levels (symbols draw the primary).
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    foregroundStyle(primary)
  }

  /// The tint of controls and of `.tint` styles (SwiftUI's `tint(_:)`); nil keeps the accent color.
  public func tint(_ tint: Color?) -> some View {
    modifier(EnvironmentModifier { $0.tint = tint })
  }

  /// The tint of controls, from a shape style's color.
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    let t = tint.map { AnyShapeStyle($0) }
    return modifier(
      EnvironmentModifier { env in
        env.tint = t.map { Color($0.resolvedColor(in: env)) }
      })
  }

  /// The accent color of controls (deprecated in SwiftUI for `tint(_:)`; the same here).
  public func accentColor(_ accentColor: Color?) -> some View {
    tint(accentColor)
  }

  /// The style `.background` draws in this view.
  public func backgroundStyle(_ style: some ShapeStyle) -> some View {
    let s = AnyShapeStyle(style)
    return modifier(EnvironmentModifier { $0.backgroundStyle = s })
  }

  /// The color of text, shapes and icons without their own.
  public func foregroundColor(_ color: Color?) -> some View {
    modifier(
      EnvironmentModifier { env in
        if let color { env.foregroundStyle = AnyShapeStyle(color) }
      })
  }
}
