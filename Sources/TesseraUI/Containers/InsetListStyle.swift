/// Plain rows inset from the edges.
nonisolated public struct InsetListStyle: KnownListStyle {
  /// Creates the style.
  public init() {}
  var kind: ListStyleKind? { .inset }
}
