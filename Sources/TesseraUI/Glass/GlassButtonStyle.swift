/// iOS 26's glass button, `.buttonStyle(.glass)`: the label in the tint on glass in a capsule.
///
/// Status: partial. In the iOS 26 design (``SystemDesign/ios26``) the label in the label color
/// (or the tint) on glass in a capsule (``GlassCapsule``: its tint, rim and shadow; no blur or
/// lensing); in the iOS 17/18 design, a bordered capsule.
nonisolated public struct GlassButtonStyle: PrimitiveButtonStyle {
  /// The glass style.
  public init() {}
  /// The glass style for a kind of glass.
  public init(_ glass: Glass) {}
  /// The button's look.
  public func makeBody(configuration: Configuration) -> some View {
    ButtonChrome(label: configuration.label, kind: .glass)
      .buttonBorderShape(.capsule)
  }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassButtonStyle {
  /// The label on glass in a capsule.
  public static var glass: GlassButtonStyle { GlassButtonStyle() }
  /// The label on a kind of glass.
  public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}
