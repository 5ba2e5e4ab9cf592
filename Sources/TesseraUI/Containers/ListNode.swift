import TesseraDisplayList
import TesseraGeometry
import TesseraRaster

/// Lays out and draws a `List` or `Form` as iOS 17 (or iOS 26, by the environment's
/// ``SystemDesign``) does, resolving and measuring only the rows that show.
///
/// Metrics (points, ``DesignMetrics``): rows at least 44 high, their content inset 16 leading and
/// trailing and 8 top and bottom (`.listRowInsets` replaces these); inset-grouped sections 20
/// from the list's edges with a corner radius of 10 (iOS 26: rows at least 51 high, insets 15 and
/// 16, sections 16 from the edges and 26 round); sections 35 apart (`.listSectionSpacing`); a header's text
/// 17 below the top (first section) or 24 below the previous section, 6 above its group; a
/// footer 6 below its group; 35 below the last section. Separators are one device pixel in the
/// separator color, from the row's first text (past a leading icon) to the group's trailing edge.
/// The sidebar of a split view on an iPad (`.sidebar` in that column) draws its rows straight on
/// the sidebar's background, as iPadOS 17 does: no cards, no separators, no disclosure chevrons,
/// rows 10 from the column's edges with their content 16 further in and the first 10 below the
/// bar, headers in the headline font.
nonisolated final class ListNode: LayoutNode, ScrollEdgeContent {
  struct SectionModel {
    var header: LayoutNode?
    var footer: LayoutNode?
    var rows: RowStore
  }

  let kind: ListStyleKind
  let sections: [SectionModel]
  let background: Color.Resolved?
  let rowBackground: Color.Resolved
  let separator: Color.Resolved
  /// The fill under an iPad sidebar's selected row: the tint.
  let selectionFill: Color.Resolved
  let hairline: Double
  let sectionSpacing: Double
  /// The space between a section's footer and the next section.
  let spacingAfterFooter: Double
  let rowSpacing: Double
  let margins: EdgeInsets
  let scale: Double
  /// Space under bars at the top and bottom (the navigation and tab bars): the background runs
  /// under them, the content starts and ends inside them.
  var safeArea = EdgeInsets()
  /// How many rows were measured by the last layout (for tests of laziness).
  private(set) var measuredRows = 0

  /// The design's list measurements (row height and insets, section inset and radius).
  let metrics: DesignMetrics.ListMetrics
  /// The least height of a row.
  let minRowHeight: Double
  /// Whether `.contentMargins` set the top margin: a grouped list's headerless first section
  /// then starts right at the margin: the margin replaces the list's own 35 points.
  let topMarginSet: Bool
  /// A row's content inset when `.listRowInsets` sets none.
  private var rowInsets: EdgeInsets { metrics.rowInsets }

  init(
    kind: ListStyleKind, sections: [SectionModel], environment env: EnvironmentValues, backgroundHidden: Bool
  ) {
    self.kind = kind
    self.sections = sections
    metrics = env.systemDesign.metrics.list
    minRowHeight =
      metrics.minRowHeight
      + (metrics.rowHeightFollowsBody ? Font.TextStyle.body.size(at: env.dynamicTypeSize) - 17 : 0)
    topMarginSet = env.scrollContentMarginEdges.contains(.top)
    let grouped = kind != .plain && kind != .inset
    background =
      backgroundHidden
      ? nil
      : (grouped ? SystemColors.systemGroupedBackground : SystemColors.systemBackground).color.resolve(
        in: env)
    rowBackground = (grouped ? SystemColors.secondarySystemGroupedBackground : SystemColors.systemBackground)
      .color.resolve(in: env)
    separator = SystemColors.separator.color.resolve(in: env)
    selectionFill = (env.tint ?? Color.accentColor).resolve(in: env)
    scale = env.displayScale > 0 && env.displayScale.isFinite ? env.displayScale : 1
    hairline = 1 / scale
    sectionSpacing = env.listSectionSpacing ?? (grouped ? 35 : 0)
    spacingAfterFooter =
      env.listSectionSpacing ?? (grouped ? env.systemDesign.metrics.list.spacingAfterFooter : 0)
    rowSpacing = env.listRowSpacing ?? 0
    margins = env.scrollContentMargins
    expansion = env.scrollExpansion
    probe = env.bottomBarProbe
    super.init(direction: env.layoutDirection)
    traits[ScrollEdgeTrait.self] = ScrollEdgeTrait(node: self)
  }

  /// Where the content's overflow is reported, when the render expands scroll content.
  let expansion: ScrollExpansion?
  /// The tab bar below, told whether the rows run under it.
  let probe: BottomBarProbe?

  /// The environment of section headers (`footer` false) and footers in a list of `kind`:
  /// footnote size in the secondary color, headers of grouped lists in upper case.
  static func styleHeader(_ env: inout EnvironmentValues, kind: ListStyleKind, footer: Bool) {
    env.isListRow = false
    env.isSidebarRow = false
    if footer {
      // Footers' lines are the footnote's tight leading (measured on Home Assistant's iOS 26.4
      // references: two-line footers' baselines 42 px apart at 3x at Dynamic Type medium, 14 pt,
      // where the footnote's standard leading is 16 and its own line 14.3).
      env.font = .footnote.leading(.tight)
      env.foregroundStyle = AnyShapeStyle(SystemColors.secondaryLabel.color)
      return
    }
    if env.headerProminence == .increased || kind == .plain || kind == .inset || kind == .sidebar {
      env.font = .headline
      env.foregroundStyle = AnyShapeStyle(SystemColors.label.color)
      return
    }
    // iOS 26 heads a grouped section in the headline font, as written, in the secondary color
    // (measured on iOS 26.2 and 26.4 references: 17 pt caps 36 px tall at 3x, title case, in line
    // with the rows' text, #85858A on the grouped background).
    if env.systemDesign.metrics.list.headlineHeaders {
      env.font = .headline
      env.foregroundStyle = AnyShapeStyle(SystemColors.secondaryLabel.color)
      return
    }
    env.font = .footnote
    env.foregroundStyle = AnyShapeStyle(SystemColors.secondaryLabel.color)
    if env.textCase == nil { env.textCase = .uppercase }
  }

  private var isGrouped: Bool { kind != .plain && kind != .inset }
  /// iPadOS's sidebar: rows on the background, no separators or chevrons.
  private var isSidebar: Bool { kind == .sidebar }
  /// The horizontal inset of groups from the list's edges.
  private var groupInset: Double {
    isSidebar ? 10 : (kind == .plain || kind == .grouped) ? 0 : metrics.groupInset
  }
  private var cornerRadius: Double { groupInset > 0 && !isSidebar ? metrics.cornerRadius : 0 }

  // MARK: Layout

  /// One placed piece of the list, relative to the top of the content.
  private enum Placed {
    case header(LayoutNode, Rect, ProposedViewSize)
    case footer(LayoutNode, Rect, ProposedViewSize)
    case group(section: Int, top: Double, bottom: Double, complete: Bool)
    case row(
      node: LayoutNode, traits: ListRowTraits, frame: Rect, content: Rect, proposal: ProposedViewSize,
      last: Bool)
  }

  /// Walks the content from its top at `y0`, calling `emit` for each piece, stopping after the
  /// first piece below `limit`; returns the content's bottom (when not stopped).
  @discardableResult
  private func walk(width: Double, y0: Double, limit: Double, emit: (Placed) -> Void) -> Double {
    let left = margins.leading + groupInset
    let groupWidth = max(0, width - margins.horizontal - 2 * groupInset)
    let textInset = rowInsets.leading
    var y = y0 + margins.top
    var afterFooter = false
    for (si, section) in sections.enumerated() {
      if y > limit { return y }
      let sectionSpacing = afterFooter ? spacingAfterFooter : sectionSpacing
      afterFooter = section.footer != nil
      if let header = section.header {
        y += si == 0 ? (isGrouped ? 17 : 0) : (isGrouped ? max(0, sectionSpacing - 11) : 0)
        let p = ProposedViewSize(width: max(0, groupWidth - 2 * textInset), height: nil)
        let s = header.size(for: p)
        let padV = isGrouped ? 0.0 : 6.0
        emit(.header(header, Rect(x: left + textInset, y: y + padV, width: s.width, height: s.height), p))
        y += s.height + (isGrouped ? metrics.headerSpacing : 2 * padV)
      } else if isGrouped {
        // iPadOS's sidebar starts its rows just under the bar.
        y += si == 0 ? (isSidebar ? 10 : topMarginSet ? 0 : 35) : sectionSpacing
      }
      let top = y
      var complete = true
      var rows: [Placed] = []
      var lastIndex = -1
      for i in 0..<section.rows.count {
        if y > limit {
          complete = false
          break
        }
        guard let node = section.rows.row(i) else { continue }
        measuredRows += 1
        let traits = ListRowTraits.of(node)
        let insets = traits.insets ?? rowInsets
        let accessoryWidth =
          isSidebar ? 0 : traits.accessory.map { $0.size(for: .unspecified).width + 8 } ?? 0
        let p = ProposedViewSize(width: max(0, groupWidth - insets.horizontal - accessoryWidth), height: nil)
        let s = node.size(for: p)
        let h = max(minRowHeight, s.height + insets.vertical)
        let frame = Rect(x: left, y: y, width: groupWidth, height: h)
        let contentRect = Rect(
          x: left + insets.leading, y: y + insets.top + (h - insets.vertical - s.height) / 2,
          width: s.width, height: s.height)
        rows.append(
          .row(node: node, traits: traits, frame: frame, content: contentRect, proposal: p, last: false))
        lastIndex = rows.count - 1
        y += h + rowSpacing
      }
      if lastIndex >= 0 {
        y -= rowSpacing
        if complete, case .row(let n, let t, let f, let c, let p, _) = rows[lastIndex] {
          rows[lastIndex] = .row(node: n, traits: t, frame: f, content: c, proposal: p, last: true)
        }
      }
      emit(.group(section: si, top: top, bottom: y, complete: complete))
      rows.forEach(emit)
      if !complete { return y }
      if let footer = section.footer {
        let p = ProposedViewSize(width: max(0, groupWidth - 2 * textInset), height: nil)
        let s = footer.size(for: p)
        y += metrics.footerSpacing
        emit(.footer(footer, Rect(x: left + textInset, y: y, width: s.width, height: s.height), p))
        y += s.height
      }
    }
    return y + (isGrouped ? 35 : 0) + margins.bottom
  }

  /// Whether the rows go on below the bottom of what shows (measuring only down to there).
  func runsUnderBottomBar(in rect: Rect) -> Bool {
    let bottom = rect.maxY - safeArea.bottom
    let end = walk(width: rect.width, y0: rect.minY + safeArea.top, limit: bottom) { _ in }
    return end > bottom + 0.5
  }

  /// The height of the whole content for a width.
  func contentHeight(width: Double) -> Double {
    walk(width: width, y0: 0, limit: .infinity) { _ in } + safeArea.vertical
  }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size {
    let width: Double
    if let w = p.width, w.isFinite {
      width = w
    } else {
      // The ideal width: the widest row's ideal width and its insets.
      var widest = 0.0
      for s in sections {
        for i in 0..<s.rows.count {
          if let n = s.rows.row(i) { widest = max(widest, n.size(for: .unspecified).width) }
        }
      }
      width = widest + rowInsets.horizontal + 2 * groupInset + margins.horizontal
    }
    if let h = p.height, h.isFinite { return Size(width: width, height: h) }
    return Size(width: width, height: contentHeight(width: width))
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    var inner: [DisplayItem] = []
    if let expansion { expansion.record(content: contentHeight(width: rect.width), viewport: rect.height) }
    if let probe, rect.maxY >= probe.barTop - 0.5, runsUnderBottomBar(in: rect) {
      probe.runsUnder = true
    }
    if let background { inner.append(.fill(path: Path(rect), paint: Paint(background), fillRule: .nonZero)) }
    let limit = rect.maxY
    var pendingGroup: (top: Double, bottom: Double, complete: Bool)?
    var rowsInGroup: [DisplayItem] = []
    func flushGroup() {
      guard let g = pendingGroup else { return }
      pendingGroup = nil
      let left = rect.minX + margins.leading + groupInset
      let width = max(0, rect.width - margins.horizontal - 2 * groupInset)
      // A group that runs past the bottom is drawn to well below it, so no corner shows.
      let bottom = g.complete ? g.bottom : max(g.bottom, rect.maxY + 2 * cornerRadius)
      let r = Rect(x: left, y: g.top, width: width, height: max(0, bottom - g.top))
      let shape =
        cornerRadius > 0
        ? Path(roundedRect: r, radii: CornerRadii(all: min(cornerRadius, r.height / 2))) : Path(r)
      if r.height > 0, !isSidebar {
        inner.append(.fill(path: shape, paint: Paint(rowBackground), fillRule: .nonZero))
      }
      if cornerRadius > 0 {
        inner.append(.group(DisplayGroup(items: rowsInGroup, clip: shape)))
      } else {
        inner += rowsInGroup
        if kind == .grouped, r.height > 0 {
          // Grouped sections have full-width hairlines above and below.
          inner.append(
            .fill(
              path: Path(Rect(x: r.minX, y: r.minY, width: r.width, height: hairline)),
              paint: Paint(separator), fillRule: .nonZero))
          if g.complete {
            inner.append(
              .fill(
                path: Path(Rect(x: r.minX, y: r.maxY - hairline, width: r.width, height: hairline)),
                paint: Paint(separator), fillRule: .nonZero))
          }
        }
      }
      rowsInGroup = []
    }
    measuredRows = 0
    walk(width: rect.width, y0: rect.minY + safeArea.top, limit: limit) { placed in
      switch placed {
      case .header(let node, let r, let p), .footer(let node, let r, let p):
        flushGroup()
        node.render(in: r.offsetBy(dx: rect.minX, dy: 0), proposal: p, into: &inner)
      case .group(_, let top, let bottom, let complete):
        flushGroup()
        pendingGroup = (top, bottom, complete)
      case .row(let node, let traits, let frame, let content, let p, let last):
        let f = frame.offsetBy(dx: rect.minX, dy: 0)
        let c = content.offsetBy(dx: rect.minX, dy: 0)
        if let bg = traits.background {
          bg.render(in: f, proposal: ProposedViewSize(f.size), into: &rowsInGroup)
        } else if isSidebar, traits.selected {
          rowsInGroup.append(
            .fill(
              path: Path(
                roundedRect: f, radii: CornerRadii(all: min(SidebarSelection.cornerRadius, f.height / 2))),
              paint: Paint(selectionFill), fillRule: .nonZero))
        } else if cornerRadius == 0, !isSidebar {
          rowsInGroup.append(.fill(path: Path(f), paint: Paint(rowBackground), fillRule: .nonZero))
        }
        var rowItems: [DisplayItem] = []
        node.render(in: c, proposal: p, into: &rowItems)
        if let accessory = traits.accessory, !isSidebar {
          let a = accessory.size(for: .unspecified)
          let inset = (traits.insets ?? rowInsets).trailing
          let x = direction == .rightToLeft ? f.minX + inset : f.maxX - inset - a.width
          accessory.render(
            in: Rect(x: x, y: f.midY - a.height / 2, width: a.width, height: a.height),
            proposal: .unspecified,
            into: &rowItems)
        }
        Self.extendHitAreas(&rowItems, to: f)
        let textX = Self.firstTextX(rowItems)
        if let swipe = traits.swipe.first(where: \.revealed), !swipe.actions.isEmpty {
          rowItems = revealSwipeActions(swipe, row: rowItems, frame: f)
        }
        rowsInGroup += rowItems
        let showSeparator =
          !isSidebar && traits.bottomSeparator != .hidden && (!last || kind == .plain || kind == .inset)
          && rowSpacing == 0
        if showSeparator && !(last && (kind == .plain || kind == .inset)) {
          let x0 = textX.map { max(f.minX, $0) } ?? c.minX
          let y = (f.maxY * scale).rounded() / scale - hairline
          // iOS 26 stops a grouped section's separator short of the trailing edge by the row's
          // trailing inset.
          let end =
            metrics.separatorTrailingInset && cornerRadius > 0 ? (traits.insets ?? rowInsets).trailing : 0
          let x1 = f.maxX - end
          let sepRect =
            direction == .rightToLeft
            ? Rect(
              x: f.minX + end, y: y, width: max(0, f.maxX - (x0 - f.minX) - f.minX - end), height: hairline)
            : Rect(x: x0, y: y, width: max(0, x1 - x0), height: hairline)
          rowsInGroup.append(
            .fill(path: Path(sepRect), paint: Paint(traits.separatorTint ?? separator), fillRule: .nonZero))
        }
      }
    }
    flushGroup()
    items.recording(.scrollView(rect)) { $0.append(.group(DisplayGroup(items: inner, clip: Path(rect)))) }
  }

  /// The left edge of the first text drawn (not a symbol), for the separator's inset.
  static func firstTextX(_ items: [DisplayItem], dx: Double = 0) -> Double? {
    for item in items {
      switch item {
      case .text(let layout, let origin, _):
        let family = layout.faces.first?.family.lowercased() ?? ""
        if family.contains("material") { continue }
        let lineX = layout.lines.first?.x ?? 0
        return origin.x + lineX + dx
      case .group(let g):
        let t = g.transform
        if let x = firstTextX(g.items, dx: dx + t.tx) { return x }
      default: continue
      }
    }
    return nil
  }
}

extension ListNode {
  /// A row is tapped as a whole, as iOS's cells are: the only control of a row takes the row's
  /// frame as its tap area; several controls each take the row's height.
  static func extendHitAreas(_ items: inout [DisplayItem], to row: Rect) {
    let controls = items.indices.filter { i in
      if case .accessibility(let r) = items[i], r.controlID != nil { return true }
      return false
    }
    for i in controls {
      guard case .accessibility(var r) = items[i] else { continue }
      if controls.count == 1 {
        r.tapArea = r.frame.union(row)
      } else {
        let top = min(r.frame.minY, row.minY)
        r.tapArea = Rect(
          x: r.frame.minX, y: top, width: r.frame.width, height: max(r.frame.maxY, row.maxY) - top)
      }
      items[i] = .accessibility(r)
    }
  }

  /// A row drawn swiped: slid aside by the width of its actions, which fill the space it left at
  /// the row's full height (the first action outermost), all clipped to the row.
  func revealSwipeActions(_ swipe: ListRowTraits.Swipe, row: [DisplayItem], frame f: Rect) -> [DisplayItem] {
    let proposal = ProposedViewSize(width: nil, height: f.height)
    let widths = swipe.actions.map { max(74, $0.size(for: proposal).width) }
    let total = min(f.width, widths.reduce(0, +))
    // Trailing actions appear at the right edge in left-to-right layouts, at the left in
    // right-to-left ones; leading ones the other way round.
    let atRight = (swipe.edge == .trailing) != (direction == .rightToLeft)
    var items: [DisplayItem] = []
    items.append(
      .group(
        DisplayGroup(items: row, transform: AffineTransform(translationX: atRight ? -total : total, y: 0))))
    // Outermost first: from the edge inwards.
    var x = atRight ? f.maxX : f.minX
    for (node, w) in zip(swipe.actions, widths) {
      let r = Rect(x: atRight ? x - w : x, y: f.minY, width: w, height: f.height)
      node.render(in: r, proposal: ProposedViewSize(r.size), into: &items)
      x = atRight ? x - w : x + w
    }
    return [.group(DisplayGroup(items: items, clip: Path(f)))]
  }
}
