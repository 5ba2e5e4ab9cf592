import Foundation

/// A column or columns of a ``Table``, as SwiftUI's `TableColumnContent`.
@MainActor @preconcurrency
public protocol TableColumnContent {
  /// The row values the columns show.
  associatedtype TableRowValue: Identifiable
  /// How the columns sort (`Never` when they do not).
  associatedtype TableColumnSortComparator
  /// The columns, type-erased.
  nonisolated var tableColumns: [AnyTableColumn<TableRowValue>] { get }
}

extension TableColumnBuilder where Sort: SortComparator {
  /// A column that does not sort, in a table that does.
  @_disfavoredOverload
  public static func buildExpression<C: TableColumnContent>(_ column: C) -> TableColumnList<RowValue, Sort>
  where C.TableRowValue == RowValue, C.TableColumnSortComparator == Never {
    TableColumnList(tableColumns: column.tableColumns)
  }
}
