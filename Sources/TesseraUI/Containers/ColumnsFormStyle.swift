/// Labels and controls in columns (macOS); grouped on iPhone.
nonisolated public struct ColumnsFormStyle: FormStyle {
  /// Creates the style.
  public init() {}
  /// The content in the inset-grouped list look (iPhone has no columns).
  public func makeBody(configuration: Configuration) -> some View { FormList(content: configuration.content) }
}
