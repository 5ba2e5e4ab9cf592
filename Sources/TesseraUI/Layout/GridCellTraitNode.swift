/// Marks a grid cell with how it takes part in its `Grid`'s layout: the alignment of its column
/// (`gridColumnAlignment`), the columns it spans (`gridCellColumns`), the axes along which it
/// does not size its row and column (`gridCellUnsizedAxes`). The marks travel out through the
/// wrappers around the cell, as traits do.
final class GridCellTraitNode: WrapperNode {
  /// The alignment the cell asks for its whole column (nil: the grid's).
  enum ColumnAlignment: ViewTraitKey {
    static var defaultValue: HorizontalAlignment? { nil }
  }

  /// How many columns the cell spans (at least 1).
  enum Columns: ViewTraitKey {
    static var defaultValue: Int { 1 }
  }

  /// The axes along which the cell takes the size its row and column have, without sizing them.
  enum UnsizedAxes: ViewTraitKey {
    static var defaultValue: Axis.Set { [] }
  }

  /// A wrapper that sets one mark on `child`.
  init<Key: ViewTraitKey>(_ key: Key.Type, _ value: Key.Value, child: LayoutNode) {
    super.init(child: child)
    traits[key] = value
  }

  /// The alignment `node` asks for its column.
  static func columnAlignment(of node: LayoutNode) -> HorizontalAlignment? {
    node.traits[ColumnAlignment.self]
  }
  /// The most columns a cell spans: a larger count (`Int.max`) is this many, so counting a row's
  /// columns cannot overflow.
  static let maximumColumns = 1024

  /// The columns `node` spans: 1 to ``maximumColumns``.
  static func columns(of node: LayoutNode) -> Int { min(maximumColumns, max(1, node.traits[Columns.self])) }
  /// The axes along which `node` does not size its cell.
  static func unsizedAxes(of node: LayoutNode) -> Axis.Set { node.traits[UnsizedAxes.self] }
}
