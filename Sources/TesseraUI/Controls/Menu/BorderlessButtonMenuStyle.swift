/// A menu drawn as a borderless button, `.borderlessButton` (deprecated in SwiftUI for `.button`
/// with `.buttonStyle(.borderless)`).
nonisolated public struct BorderlessButtonMenuStyle: MenuStyle {
  /// The borderless button style.
  public init() {}
  /// The label as a borderless button.
  public func makeBody(configuration: Configuration) -> some View {
    Button(plainAction: configuration.primaryAction ?? {}) { configuration.label }.buttonStyle(.borderless)
  }
}
