import Foundation

/// Columns collected by ``TableColumnBuilder``.
nonisolated public struct TableColumnList<RowValue: Identifiable, Sort>: TableColumnContent {
  /// The columns, in order.
  public let tableColumns: [AnyTableColumn<RowValue>]
  /// The row values the columns show.
  public typealias TableRowValue = RowValue
  /// How the columns sort.
  public typealias TableColumnSortComparator = Sort
}
