/// Marks a grid cell with the anchor it is placed at in its slot.
final class GridCellAnchorNode: WrapperNode {
  let anchor: UnitPoint

  init(anchor: UnitPoint, child: LayoutNode) {
    self.anchor = anchor
    super.init(child: child)
  }

  /// The anchor of the outermost `gridCellAnchor` on `node`, looking through wrapping modifiers.
  static func anchor(of node: LayoutNode) -> UnitPoint? {
    var current: LayoutNode? = node
    while let n = current {
      if let marked = n as? GridCellAnchorNode { return marked.anchor }
      current = (n as? WrapperNode)?.child
    }
    return nil
  }
}

nonisolated extension View {
  /// Where the view sits in its `Grid` cell: its `anchor` point on the cell's (instead of the
  /// row's and grid's alignment).
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    modifier(WrappingModifier { child, _ in GridCellAnchorNode(anchor: anchor, child: child) })
  }
}
