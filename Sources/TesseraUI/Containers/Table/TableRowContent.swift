import Foundation

/// Rows of a ``Table``, as SwiftUI's `TableRowContent`: `TableRow`s, `ForEach` over them,
/// `Section`s of them, and the rows of a table's data.
@MainActor @preconcurrency
public protocol TableRowContent {
  /// The value each row shows.
  associatedtype TableRowValue: Identifiable
  /// The rows' values, in order.
  nonisolated var tableRowValues: [TableRowValue] { get }
}

/// One row of a table, as SwiftUI's `TableRow`.
nonisolated public struct TableRow<Value: Identifiable>: TableRowContent, View {
  let value: Value

  /// The row of `value`.
  public init(_ value: Value) { self.value = value }

  /// The row's value.
  public var tableRowValues: [Value] { [value] }

  /// A row is not a view of its own: as a view it draws nothing.
  public var body: EmptyView { EmptyView() }
}

/// The rows of a table's data collection (`Table(data) { … }`), as SwiftUI's
/// `TableForEachContent`.
nonisolated public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent
where Data.Element: Identifiable {
  let data: Data
  /// The rows' values.
  public var tableRowValues: [Data.Element] { Array(data) }
}

/// Rows collected by ``TableRowBuilder``.
nonisolated public struct TableRowList<Value: Identifiable>: TableRowContent {
  /// The rows' values.
  public let tableRowValues: [Value]
}

nonisolated extension ForEach: TableRowContent where Content: TableRowContent {
  /// The rows of every element.
  public var tableRowValues: [Content.TableRowValue] { data.flatMap { content($0).tableRowValues } }
}

nonisolated extension Section: TableRowContent where Content: TableRowContent {
  /// The section's rows (its header and footer are not drawn in a table).
  public var tableRowValues: [Content.TableRowValue] { content.tableRowValues }
}

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
