/// The platform's default list look (inset-grouped on iPhone).
nonisolated public struct DefaultListStyle: KnownListStyle {
  /// Creates the style.
  public init() {}
  var kind: ListStyleKind? { nil }
}
