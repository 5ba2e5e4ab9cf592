/// Marks a grid cell with the anchor it is placed at in its slot.
final class GridCellAnchorNode: WrapperNode {
  let anchor: UnitPoint

  init(anchor: UnitPoint, child: LayoutNode) {
    self.anchor = anchor
    super.init(child: child)
    traits[Anchor.self] = anchor
  }

  /// The anchor of the outermost `gridCellAnchor` on a cell.
  enum Anchor: ViewTraitKey {
    static var defaultValue: UnitPoint? { nil }
  }

  /// The anchor of the outermost `gridCellAnchor` on `node` (its ``Anchor`` trait).
  static func anchor(of node: LayoutNode) -> UnitPoint? { node.traits[Anchor.self] }
}

nonisolated extension View {
  /// Where the view sits in its `Grid` cell: its `anchor` point on the cell's (instead of the
  /// row's and grid's alignment).
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    modifier(WrappingModifier { child, _ in GridCellAnchorNode(anchor: anchor, child: child) })
  }
}
