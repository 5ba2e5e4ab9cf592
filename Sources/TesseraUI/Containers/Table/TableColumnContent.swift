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

/// One column with its type erased: its title, a view per row and its width.
public struct AnyTableColumn<RowValue> {
  /// The column's header.
  let title: AnyView
  /// The cell of a row.
  let cell: (RowValue) -> AnyView
  /// A fixed width in points, or nil for a share of the width left.
  var width: CGFloat?
}

/// Columns collected by ``TableColumnBuilder``.
nonisolated public struct TableColumnList<RowValue: Identifiable, Sort>: TableColumnContent {
  /// The columns, in order.
  public let tableColumns: [AnyTableColumn<RowValue>]
  /// The row values the columns show.
  public typealias TableRowValue = RowValue
  /// How the columns sort.
  public typealias TableColumnSortComparator = Sort
}

/// Builds a table's columns, as SwiftUI's `TableColumnBuilder` (`if`, `if … else`, and loops
/// over columns included).
@resultBuilder
public enum TableColumnBuilder<RowValue: Identifiable, Sort> {
  /// One column, sorting as the table does.
  public static func buildExpression<C: TableColumnContent>(_ column: C) -> TableColumnList<RowValue, Sort>
  where C.TableRowValue == RowValue, C.TableColumnSortComparator == Sort {
    TableColumnList(tableColumns: column.tableColumns)
  }
  /// Columns in order.
  public static func buildBlock(_ parts: TableColumnList<RowValue, Sort>...) -> TableColumnList<
    RowValue, Sort
  > {
    TableColumnList(tableColumns: parts.flatMap(\.tableColumns))
  }
  /// Columns present or not.
  public static func buildOptional(_ part: TableColumnList<RowValue, Sort>?) -> TableColumnList<
    RowValue, Sort
  > {
    part ?? TableColumnList(tableColumns: [])
  }
  /// The first branch of an `if … else`.
  public static func buildEither(first: TableColumnList<RowValue, Sort>) -> TableColumnList<RowValue, Sort> {
    first
  }
  /// The second branch of an `if … else`.
  public static func buildEither(second: TableColumnList<RowValue, Sort>) -> TableColumnList<RowValue, Sort> {
    second
  }
  /// Columns under an availability check.
  public static func buildLimitedAvailability(_ part: TableColumnList<RowValue, Sort>) -> TableColumnList<
    RowValue, Sort
  > { part }
}

extension TableColumnBuilder where Sort: SortComparator {
  /// A column that does not sort, in a table that does.
  @_disfavoredOverload
  public static func buildExpression<C: TableColumnContent>(_ column: C) -> TableColumnList<RowValue, Sort>
  where C.TableRowValue == RowValue, C.TableColumnSortComparator == Never {
    TableColumnList(tableColumns: column.tableColumns)
  }
}
