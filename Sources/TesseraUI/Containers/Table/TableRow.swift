import Foundation

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
