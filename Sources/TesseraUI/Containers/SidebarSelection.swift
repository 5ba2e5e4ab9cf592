/// How a selected row of an iPad sidebar is drawn, as iPadOS 17 draws it in a focused sidebar:
/// on a rounded fill in the tint color, its text and symbols white.
enum SidebarSelection {
  /// The context of a row whose selection value is `value`: the row's content in white, and
  /// whether the row is selected (nil value, or a list with no selection shown: not selected).
  static func context(_ context: ResolveContext, value: AnyHashable?) -> (ResolveContext, selected: Bool) {
    guard let value, let selection = context.environment.sidebarSelection, selection.contains(value) else {
      return (context, false)
    }
    var c = context
    c.environment.sidebarSelection = nil
    c.environment.listItemTint = .white
    c.environment.foregroundStyle = AnyShapeStyle(Color.white)
    c.environment.tint = .white
    return (c, true)
  }

  /// `nodes` marked as a selected row (the list draws the fill under it).
  static func mark(_ nodes: [LayoutNode]) -> [LayoutNode] {
    nodes.map { ListRowTraitsNode(child: $0) { $0.selected = true } }
  }

  /// The corner radius of the fill, in points.
  static let cornerRadius = 10.0
}
