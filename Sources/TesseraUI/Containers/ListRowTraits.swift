import TesseraDisplayList

/// What row modifiers (`.listRowBackground`, `.listRowSeparator`, `.listRowInsets`,
/// `.listRowSeparatorTint`) tell the list about a row.
struct ListRowTraits {
  var background: LayoutNode?
  var topSeparator = Visibility.automatic
  var bottomSeparator = Visibility.automatic
  var insets: EdgeInsets?
  var separatorTint: Color.Resolved?
  /// A view drawn at the row's trailing edge (a navigation link's chevron).
  var accessory: LayoutNode?
  /// The row's swipe actions, per edge.
  var swipe: [Swipe] = []
  /// Whether the row is the selection of an iPad sidebar (drawn on a tinted fill).
  var selected = false

  /// The swipe actions of one edge of a row.
  struct Swipe {
    var edge: HorizontalEdge
    /// The buttons, first the outermost; resolved only when revealed.
    var actions: [LayoutNode]
    /// Whether the row is drawn swiped, these actions showing.
    var revealed: Bool
  }

  /// The traits of a row node (looking through wrappers), inner modifiers winning.
  static func of(_ node: LayoutNode) -> ListRowTraits {
    var changes: [(inout ListRowTraits) -> Void] = []
    var n: LayoutNode = node
    while let w = n as? WrapperNode {
      if let t = w as? ListRowTraitsNode { changes.append(t.change) }
      if let d = w as? DisclosureNode {
        let accessory = d.accessory
        changes.append { $0.accessory = accessory }
      }
      n = w.child
    }
    var traits = ListRowTraits()
    for change in changes { change(&traits) }
    return traits
  }
}
