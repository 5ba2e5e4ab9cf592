import Foundation

/// One column with its type erased: its title, a view per row and its width.
public struct AnyTableColumn<RowValue> {
  /// The column's header.
  let title: AnyView
  /// The cell of a row.
  let cell: (RowValue) -> AnyView
  /// A fixed width in points, or nil for a share of the width left.
  var width: CGFloat?
}
