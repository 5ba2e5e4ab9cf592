/// A piece of a lazy container's content (`List`, `Form`, `LazyVStack`, lazy grids), found by
/// looking at the content's view values before resolving them, so that `ForEach` elements are
/// resolved only when a row is needed.
///
/// Tuples, groups, conditions and optionals are looked through (with the identities their own
/// resolution would give); `ForEach` becomes a lazy run; `Section` becomes a section; a built-in
/// modifier on a `ForEach` (`.onDelete`, an environment change, a wrapping modifier) is applied
/// to each element; anything else is resolved at once.
enum RowPiece {
  /// Rows resolved at once.
  case nodes([LayoutNode])
  /// Rows resolved on demand.
  case lazy(LazyRun)
  /// A `Section`.
  case section(SectionPieces)
}
