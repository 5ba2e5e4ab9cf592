nonisolated extension View {
  /// The number of columns this view spans in a `Grid` row (default 1; less than 1 counts as 1,
  /// more than 1,024 as 1,024).
  /// The columns it spans widen equally when it needs more than they give.
  public func gridCellColumns(_ count: Int) -> some View {
    modifier(
      WrappingModifier { child, _ in GridCellTraitNode(GridCellTraitNode.Columns.self, count, child: child) })
  }

  /// The horizontal alignment of every cell in this view's `Grid` column (the first cell in the
  /// column that sets one decides), instead of the grid's.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    modifier(
      WrappingModifier { child, _ in
        GridCellTraitNode(GridCellTraitNode.ColumnAlignment.self, guide, child: child)
      })
  }

  /// The axes along which this view does not size its `Grid` cell: it takes its column's width
  /// (`.horizontal`) or its row's height (`.vertical`) as the other cells make them.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    modifier(
      WrappingModifier { child, _ in GridCellTraitNode(GridCellTraitNode.UnsizedAxes.self, axes, child: child)
      })
  }
}
