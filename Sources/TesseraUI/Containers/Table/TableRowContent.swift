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

nonisolated extension ForEach: TableRowContent where Content: TableRowContent {
  /// The rows of every element.
  public var tableRowValues: [Content.TableRowValue] { data.flatMap { content($0).tableRowValues } }
}

nonisolated extension Section: TableRowContent where Content: TableRowContent {
  /// The section's rows (its header and footer are not drawn in a table).
  public var tableRowValues: [Content.TableRowValue] { content.tableRowValues }
}
