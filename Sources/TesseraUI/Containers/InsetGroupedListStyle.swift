/// Sections as rounded groups inset from the edges on the grouped background.
nonisolated public struct InsetGroupedListStyle: KnownListStyle {
  /// Creates the style.
  public init() {}
  var kind: ListStyleKind? { .insetGrouped }
}
