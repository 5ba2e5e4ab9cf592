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

  /// The row modifiers' changes, outermost first (so the innermost modifier wins): the row's
  /// trait, which each row modifier adds to.
  enum Changes: ViewTraitKey {
    static var defaultValue: [(inout ListRowTraits) -> Void] { [] }
  }

  /// The traits of a row node, from what its row modifiers told it (its ``Changes`` trait).
  static func of(_ node: LayoutNode) -> ListRowTraits {
    var traits = ListRowTraits()
    for change in node.traits[Changes.self] { change(&traits) }
    return traits
  }
}
