// Status: partial. A macOS style (an action in an accessory bar, macOS 14); Tessera draws iOS,
// so the button draws as `.borderless` does, and a still shows no hover highlight.

/// The style of an action button in a macOS accessory bar, `.accessoryBarAction`: drawn as
/// ``BorderlessButtonStyle``, the label in the tint color.
nonisolated public struct AccessoryBarActionButtonStyle: PrimitiveButtonStyle {
  /// The accessory bar action style.
  public init() {}
  /// The button's look: the borderless one.
  public func makeBody(configuration: Configuration) -> some View {
    ButtonChrome(label: configuration.label, kind: .borderless)
  }
}

nonisolated extension PrimitiveButtonStyle where Self == AccessoryBarActionButtonStyle {
  /// An action in a macOS accessory bar (drawn as `.borderless`).
  public static var accessoryBarAction: AccessoryBarActionButtonStyle { AccessoryBarActionButtonStyle() }
}
