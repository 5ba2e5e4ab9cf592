/// Sections as groups edge to edge on the grouped background.
nonisolated public struct GroupedListStyle: KnownListStyle {
  /// Creates the style.
  public init() {}
  var kind: ListStyleKind? { .grouped }
}
