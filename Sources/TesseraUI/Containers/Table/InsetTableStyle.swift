/// Rows inset from the table's edges.
nonisolated public struct InsetTableStyle: TableStyle {
  /// Creates the style.
  public init() {}
}
