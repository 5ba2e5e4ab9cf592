import Foundation

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
