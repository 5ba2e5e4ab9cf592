/// Sections in grouped rows.
nonisolated public struct GroupedFormStyle: FormStyle {
  /// Creates the style.
  public init() {}
  /// The content in the inset-grouped list look.
  public func makeBody(configuration: Configuration) -> some View { FormList(content: configuration.content) }
}
