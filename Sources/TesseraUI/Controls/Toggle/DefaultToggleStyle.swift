/// The default toggle style, `.automatic`: a switch on iOS.
nonisolated public struct DefaultToggleStyle: ToggleStyle {
  /// The default style.
  public init() {}
  /// A switch.
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggleStyle().makeBody(configuration: configuration)
  }
}
