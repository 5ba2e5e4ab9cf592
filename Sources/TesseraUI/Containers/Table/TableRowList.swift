import Foundation

/// Rows collected by ``TableRowBuilder``.
nonisolated public struct TableRowList<Value: Identifiable>: TableRowContent {
  /// The rows' values.
  public let tableRowValues: [Value]
}
