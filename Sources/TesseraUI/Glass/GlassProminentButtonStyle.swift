/// iOS 26's prominent glass button, `.buttonStyle(.glassProminent)`: the label in white on tinted
/// glass in a capsule.
///
/// Status: partial. Drawn as the prominent style in a capsule until the iOS 26 design draws glass.
nonisolated public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
  /// The prominent glass style.
  public init() {}
  /// The button's look.
  public func makeBody(configuration: Configuration) -> some View {
    ButtonChrome(label: configuration.label, kind: .prominent)
      .buttonBorderShape(.capsule)
  }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
  /// The label in white on tinted glass in a capsule.
  public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
