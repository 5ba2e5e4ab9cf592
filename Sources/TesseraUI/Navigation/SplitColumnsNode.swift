import TesseraDisplayList

/// The columns of a `NavigationSplitView` on a regular-width screen: side by side when the screen
/// is wider than tall (iPad landscape: the sidebar, or content, column 320 pt wide, a hairline,
/// then the detail), the detail alone otherwise (iPad portrait hides the sidebar), as iPadOS 17
/// lays them out by default. The columns are navigation stacks with their own bars.
nonisolated final class SplitColumnsNode: LayoutNode, ScrollEdgeContent {
  /// The leading columns shown in landscape (sidebar and/or content), leading first.
  let leading: [LayoutNode]
  let detail: LayoutNode
  /// The detail as drawn alone (with the sidebar button in its bar).
  let detailAlone: LayoutNode
  /// Whether the detail stands alone whatever the orientation (`.detailOnly`).
  let detailOnly: Bool
  let separator: Color.Resolved
  let hairline: Double
  var safeArea = EdgeInsets()

  /// The width of each leading column, in points (iPadOS's default primary column).
  static let columnWidth = 320.0

  init(
    leading: [LayoutNode], detail: LayoutNode, detailAlone: LayoutNode, detailOnly: Bool,
    environment env: EnvironmentValues
  ) {
    self.leading = leading
    self.detail = detail
    self.detailAlone = detailAlone
    self.detailOnly = detailOnly
    separator = SystemColors.separator.color.resolve(in: env)
    hairline = 1 / (env.displayScale > 0 && env.displayScale.isFinite ? env.displayScale : 1)
    super.init(direction: env.layoutDirection)
    traits[ScrollEdgeTrait.self] = ScrollEdgeTrait(node: self)
  }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size {
    detail.size(for: p)
  }

  /// The leading columns shown in `rect`: none in portrait, or when they would leave the detail
  /// narrower than they are.
  func shownColumns(in rect: Rect) -> [LayoutNode] {
    guard !detailOnly, rect.width > rect.height,
      rect.width - Double(leading.count) * Self.columnWidth >= Self.columnWidth
    else { return [] }
    return leading
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    let columns = shownColumns(in: rect)
    let rtl = direction == .rightToLeft
    var x = rtl ? rect.maxX : rect.minX
    let all = columns + [columns.isEmpty ? detailAlone : detail]
    for (i, column) in all.enumerated() {
      let isDetail = i == all.count - 1
      let width = isDetail ? rect.width - Double(columns.count) * Self.columnWidth : Self.columnWidth
      let r = Rect(x: rtl ? x - width : x, y: rect.minY, width: width, height: rect.height)
      // The screen's insets go to the columns at its edges; the top and bottom to all.
      scrollEdgeContent(column)?.safeArea = EdgeInsets(
        top: safeArea.top, leading: i == 0 ? safeArea.leading : 0, bottom: safeArea.bottom,
        trailing: isDetail ? safeArea.trailing : 0)
      column.render(in: r, proposal: ProposedViewSize(r.size), into: &items)
      if !isDetail {
        let lineX = rtl ? r.minX - hairline : r.maxX
        items.append(.fill(Rect(x: lineX, y: rect.minY, width: hairline, height: rect.height), separator))
      }
      x = rtl ? x - width : x + width
    }
  }
}
