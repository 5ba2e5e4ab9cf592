/// The platform's default form look (grouped on iPhone).
nonisolated public struct AutomaticFormStyle: FormStyle {
  /// Creates the style.
  public init() {}
  /// The content in the inset-grouped list look.
  public func makeBody(configuration: Configuration) -> some View { FormList(content: configuration.content) }
}
