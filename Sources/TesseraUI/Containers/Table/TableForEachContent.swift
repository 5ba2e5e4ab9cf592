import Foundation

/// The rows of a table's data collection (`Table(data) { … }`), as SwiftUI's
/// `TableForEachContent`.
nonisolated public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent
where Data.Element: Identifiable {
  let data: Data
  /// The rows' values.
  public var tableRowValues: [Data.Element] { Array(data) }
}
