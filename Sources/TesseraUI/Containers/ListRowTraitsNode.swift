import TesseraDisplayList

/// Marks a row with list traits; draws and sizes as its child.
final class ListRowTraitsNode: WrapperNode {
  let change: (inout ListRowTraits) -> Void

  init(child: LayoutNode, change: @escaping (inout ListRowTraits) -> Void) {
    self.change = change
    super.init(child: child)
    traits[ListRowTraits.Changes.self].insert(change, at: 0)
  }
}
