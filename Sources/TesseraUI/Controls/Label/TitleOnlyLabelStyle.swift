/// The title only, `.titleOnly`.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
  /// The style.
  public init() {}
  /// The title.
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
