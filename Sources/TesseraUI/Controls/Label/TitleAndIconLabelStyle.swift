/// The icon and the title, `.titleAndIcon`.
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
  /// The style.
  public init() {}
  /// The icon then the title, 8 pt apart.
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) {
      configuration.icon.environment(\.symbolFramesAreSquare, true)
      configuration.title
    }
  }
}
