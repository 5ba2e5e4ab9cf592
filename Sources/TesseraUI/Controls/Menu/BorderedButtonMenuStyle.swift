/// A menu drawn as a bordered button, macOS's `.borderedButton` (deprecated in SwiftUI for
/// `.button` with `.buttonStyle(.bordered)`).
nonisolated public struct BorderedButtonMenuStyle: MenuStyle {
  /// The bordered button style.
  public init() {}
  /// The label as a bordered button.
  public func makeBody(configuration: Configuration) -> some View {
    Button(plainAction: configuration.primaryAction ?? {}) { configuration.label }.buttonStyle(.bordered)
  }
}

nonisolated extension MenuStyle where Self == BorderedButtonMenuStyle {
  /// A bordered button (macOS).
  public static var borderedButton: BorderedButtonMenuStyle { BorderedButtonMenuStyle() }
}
