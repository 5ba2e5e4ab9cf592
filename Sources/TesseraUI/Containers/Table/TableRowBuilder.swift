import Foundation

/// Builds a table's rows, as SwiftUI's `TableRowBuilder`.
@resultBuilder
public enum TableRowBuilder<Value: Identifiable> {
  /// Rows.
  public static func buildExpression<R: TableRowContent>(_ rows: R) -> TableRowList<Value>
  where R.TableRowValue == Value {
    TableRowList(tableRowValues: rows.tableRowValues)
  }
  /// Rows in order.
  public static func buildBlock(_ parts: TableRowList<Value>...) -> TableRowList<Value> {
    TableRowList(tableRowValues: parts.flatMap(\.tableRowValues))
  }
  /// Rows present or not.
  public static func buildOptional(_ part: TableRowList<Value>?) -> TableRowList<Value> {
    part ?? TableRowList(tableRowValues: [])
  }
  /// The first branch of an `if … else`.
  public static func buildEither(first: TableRowList<Value>) -> TableRowList<Value> { first }
  /// The second branch of an `if … else`.
  public static func buildEither(second: TableRowList<Value>) -> TableRowList<Value> { second }
  /// Rows of a loop.
  public static func buildArray(_ parts: [TableRowList<Value>]) -> TableRowList<Value> {
    TableRowList(tableRowValues: parts.flatMap(\.tableRowValues))
  }
}
