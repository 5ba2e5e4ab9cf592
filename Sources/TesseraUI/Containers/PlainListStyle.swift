/// Rows edge to edge on the system background, separators between them.
nonisolated public struct PlainListStyle: KnownListStyle {
  /// Creates the style.
  public init() {}
  var kind: ListStyleKind? { .plain }
}
