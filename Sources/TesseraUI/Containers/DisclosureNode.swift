import TesseraDisplayList

/// A navigation link in a list row: its label, with the chevron the list draws at the row's
/// trailing edge.
final class DisclosureNode: WrapperNode {
  let accessory: LayoutNode

  init(child: LayoutNode, accessory: LayoutNode) {
    self.accessory = accessory
    super.init(child: child)
    traits[ListRowTraits.Changes.self].insert({ $0.accessory = accessory }, at: 0)
  }
}
