/// The icon only, `.iconOnly` (the title stays the accessibility label).
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
  /// The style.
  public init() {}
  /// The icon; the title is not drawn but still names the control (VoiceOver reads it, a test
  /// host finds the button by it), as in SwiftUI.
  public func makeBody(configuration: Configuration) -> some View {
    ZStack {
      configuration.icon
      SpokenOnly(content: configuration.title)
    }
  }
}
