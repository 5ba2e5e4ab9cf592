/// The default label style, `.automatic`: the icon and the title.
nonisolated public struct DefaultLabelStyle: LabelStyle {
  /// The default style.
  public init() {}
  /// The icon then the title, 8 pt apart.
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) {
      configuration.icon.environment(\.symbolFramesAreSquare, true)
      configuration.title
    }
  }
}
