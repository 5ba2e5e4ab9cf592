import TesseraDisplayList
import TesseraGeometry

/// Lays out the top screen of a navigation stack under its bar (see ``NavigationStack``).
///
/// Metrics (points): the bar is 44 high; a large title adds a 52-point band (34-point bold text
/// 16 from the leading edge); a search field adds a 52-point band (a 36-point field, corner radius
/// 10, 16 from the edges); bar items sit 16 from the edges, 16 apart; a bottom toolbar is 44 high
/// on the bar material. In the iOS 26 design the top bar's items sit on glass capsules 44 high
/// (``BarGlassNode``), in the label color, 16 from the edges, groups 8 apart; the back button is
/// a chevron on a 44-point glass circle, the search field a capsule; the bottom toolbar has no bar,
/// its items on glass capsules as the top bar's.
nonisolated final class NavigationStackNode: LayoutNode, ScrollEdgeContent {
  let content: LayoutNode
  let title: LayoutNode?
  /// The title as the inline bar draws it, when `title` is the large one (shown once the
  /// content is scrolled under the bar).
  let inlineTitle: LayoutNode?
  let largeTitle: Bool
  let leading: LayoutNode?
  let trailing: LayoutNode?
  let principal: LayoutNode?
  let search: LayoutNode?
  let bottom: LayoutNode?
  let barHidden: Bool
  let barBackground: Color.Resolved?
  let barMaterial: Color.Resolved
  let background: Color.Resolved
  let separator: Color.Resolved
  let hairline: Double
  /// The bar's margin from the screen's edges: 16 pt, 20 pt in a regular width (iPad), as UIKit's
  /// layout margins.
  let edgeMargin: Double
  /// Whether the leading items start with a back button (which sits 8 pt from the edge; other
  /// leading items sit at the margin).
  var leadingIsBack = false
  /// Whether the bar's items sit on glass (the iOS 26 design).
  var glassBar = false
  /// The safe area the screens' content sees: set to the area below the bar before they draw.
  let geometry: ScreenGeometry
  /// The device screen around the stack, if any: the stack's own area extends to its edges.
  let outerGeometry: ScreenGeometry?
  var safeArea = EdgeInsets()
  /// Whether the content is drawn scrolled under the bar: the large title and the search field
  /// have collapsed into the inline bar, which has its material and hairline.
  private var scrolledUnder = false

  static let barHeight = 44.0
  static let largeTitleBand = 52.0
  static let searchBand = 52.0
  static let margin = 16.0

  init(
    content: LayoutNode, title: LayoutNode?, inlineTitle: LayoutNode?, largeTitle: Bool, leading: LayoutNode?,
    trailing: LayoutNode?,
    principal: LayoutNode?, search: LayoutNode?, bottom: LayoutNode?, barHidden: Bool,
    barBackground: Color.Resolved?, geometry: ScreenGeometry,
    environment env: EnvironmentValues
  ) {
    self.geometry = geometry
    outerGeometry = env.screenGeometry
    self.content = content
    self.title = title
    self.inlineTitle = inlineTitle
    self.largeTitle = largeTitle
    self.leading = leading
    self.trailing = trailing
    self.principal = principal
    self.search = search
    self.bottom = bottom
    self.barHidden = barHidden
    self.barBackground = barBackground
    barMaterial = Material.bar.resolvedColor(in: env)
    background = SystemColors.systemBackground.color.resolve(in: env)
    separator = SystemColors.separator.color.resolve(in: env)
    hairline = 1 / (env.displayScale > 0 && env.displayScale.isFinite ? env.displayScale : 1)
    edgeMargin = env.horizontalSizeClass == .regular ? 20 : Self.margin
    super.init(direction: env.layoutDirection)
    traits[ScrollEdgeTrait.self] = ScrollEdgeTrait(node: self)
  }

  /// The node of a screen's content with the bar its scope describes.
  static func make(
    content: LayoutNode, scope: NavigationScope, large: Bool, previousTitle: String?,
    geometry: ScreenGeometry, _ context: ResolveContext
  ) -> NavigationStackNode {
    let env = context.environment
    var barEnv = env
    barEnv.navigationScope = nil
    barEnv.isListRow = false
    barEnv.activeListKind = nil
    barEnv.stackAxis = nil
    let tint = env.tint ?? Color.accentColor
    // iOS 26 puts bar items on glass, in the label color (the tint no longer colors them).
    let glassy = env.systemDesign == .ios26
    var itemEnv = barEnv
    itemEnv.font = .body
    itemEnv.foregroundStyle = AnyShapeStyle(glassy ? SystemColors.label.color : tint)
    // A `Label` in a bar button shows its icon only, as in iOS toolbars (a style set on the
    // label itself still wins); the principal item is a title and keeps its style.
    var iconOnlyEnv = itemEnv
    iconOnlyEnv.setStyle(
      StyleSlot(builtIn: IconOnlyLabelStyle(), outer: itemEnv.style(for: LabelStyleConfiguration.self)))
    // The confirming action (Done, Save) is semibold, as iOS draws it.
    var confirmEnv = iconOnlyEnv
    confirmEnv.font = Font.body.weight(.semibold)
    func row(_ nodes: [LayoutNode], spacing: Double) -> LayoutNode? {
      guard !nodes.isEmpty else { return nil }
      if nodes.count == 1 { return nodes[0] }
      return StackNode(
        axis: .horizontal, horizontal: .center, vertical: .center, spacing: spacing, children: nodes,
        environment: barEnv)
    }
    func items(_ slot: ToolbarItemPlacement.Slot, _ salt: UInt64) -> LayoutNode? {
      if glassy, slot == .leading || slot == .trailing || slot == .bottom { return glassItems(slot, salt) }
      var nodes: [LayoutNode] = []
      for (i, e) in scope.toolbar.enumerated() where e.placement.slot == slot {
        let itemContext =
          slot == .principal ? itemEnv : (e.placement == .confirmationAction ? confirmEnv : iconOnlyEnv)
        nodes += e.resolve(context.child(salt &+ UInt64(i)).with(itemContext))
      }
      return row(nodes, spacing: slot == .bottom ? 8 : margin)
    }
    // iOS 26: a slot's items share one glass capsule, a `ToolbarSpacer` or a `Spacer` parting the
    // groups (and spacing them, in the bottom bar); the confirming action (Done, Save) sits on
    // its own capsule of the tint, in white.
    func glassItems(_ slot: ToolbarItemPlacement.Slot, _ salt: UInt64) -> LayoutNode? {
      var groups: [LayoutNode] = []
      var current: [LayoutNode] = []
      var iconsOnly = true
      func flush() {
        if let r = row(current, spacing: 0) {
          groups.append(glass(r, iconsOnly: iconsOnly, salt: salt &+ UInt64(groups.count)))
        }
        current = []
        iconsOnly = true
      }
      for (i, e) in scope.toolbar.enumerated() where e.placement.slot == slot {
        let ctx = context.child(salt &+ UInt64(i))
        if e.isSpacer {
          flush()
          if slot == .bottom { groups += e.resolve(ctx.with(barEnv)) }
          continue
        }
        if e.placement == .confirmationAction {
          flush()
          var env = confirmEnv
          env.foregroundStyle = AnyShapeStyle(Color.white)
          if let r = row(e.resolve(ctx.with(env)), spacing: 0) {
            groups.append(glass(r, fill: tint, iconsOnly: false, salt: salt &+ 0x80 &+ UInt64(i)))
          }
        } else {
          // Each icon takes a 44-point slot of its group, as iOS 26 spaces them; a spacer parts
          // the groups.
          for node in e.resolve(ctx.with(iconOnlyEnv)) {
            if node is SpacerNode {
              flush()
              if slot == .bottom { groups.append(node) }
            } else if node.size(for: ProposedViewSize(width: nil, height: barHeight)).width
              <= BarGlassNode.iconWidth
            {
              current.append(
                FrameNode(width: BarGlassNode.height, height: nil, alignment: .center, child: node))
            } else {
              current.append(node)
              iconsOnly = false
            }
          }
        }
      }
      flush()
      return row(groups, spacing: 8)
    }
    func glass(_ items: LayoutNode, fill: Color? = nil, iconsOnly: Bool, salt: UInt64) -> LayoutNode {
      let c = context.child(0x61A5 &+ salt).with(barEnv)
      let shape = fill.map { resolve(Capsule().fill($0), c) } ?? resolve(GlassCapsule(), c)
      return BarGlassNode(items: items, glass: shape, iconsOnly: iconsOnly)
    }
    var leading = items(.leading, 0x100)
    if let previousTitle, !scope.backButtonHidden {
      let label = previousTitle.isEmpty || previousTitle.count > 14 ? "Back" : previousTitle
      // iOS 26's back button is the chevron alone on a glass circle.
      let back = HStack(spacing: 5) {
        Image(systemName: "chevron.backward").font(.system(size: 17, weight: .semibold))
        if !glassy { Text(verbatim: label) }
      }
      var backEnv = itemEnv
      backEnv.lineLimit = 1
      let nodes = resolve(back, context.child(0xBAC).with(backEnv)).map {
        glassy ? glass($0, iconsOnly: true, salt: 0xBAC) : $0
      }
      if let b = nodes.first {
        leading =
          leading.map {
            StackNode(
              axis: .horizontal, horizontal: .center, vertical: .center, spacing: glassy ? 8 : margin,
              children: [b, $0],
              environment: barEnv)
          } ?? b
      }
    }
    let hasTitle = !(scope.title?.content.isEmpty ?? true)
    let isLarge = large && hasTitle
    var titleNode: LayoutNode?
    var inlineTitleNode: LayoutNode?
    if let title = scope.title, hasTitle {
      var titleEnv = barEnv
      titleEnv.lineLimit = 1
      titleEnv.foregroundStyle = AnyShapeStyle(SystemColors.label.color)
      titleEnv.font = .headline
      inlineTitleNode = resolve(title, context.child(0x717).with(titleEnv)).first
      titleNode = inlineTitleNode
      if isLarge {
        titleEnv.font = .system(size: 34, weight: .bold)
        titleNode = resolve(title, context.child(0x718).with(titleEnv)).first
      }
    }
    var searchNode: LayoutNode?
    if let search = scope.search {
      let empty = search.text.isEmpty
      let prompt = search.prompt ?? Text(verbatim: "Search")
      let field = HStack(spacing: 6) {
        Image(systemName: "magnifyingglass")
        if empty { prompt } else { Text(verbatim: search.text).foregroundStyle(SystemColors.label.color) }
      }
      .lineLimit(1)
      .padding(.horizontal, 8)
      .frame(maxWidth: .infinity, minHeight: 36, maxHeight: 36, alignment: .leading)
      .background {
        // iOS 26's search field is a capsule.
        if glassy {
          Capsule().fill(SystemColors.tertiarySystemFill.color)
        } else {
          RoundedRectangle(cornerRadius: 10).fill(SystemColors.tertiarySystemFill.color)
        }
      }
      var searchEnv = barEnv
      searchEnv.font = .body
      searchEnv.foregroundStyle = AnyShapeStyle(SystemColors.secondaryLabel.color)
      searchNode = resolve(field, context.child(0x5EA).with(searchEnv)).first
    }
    var barBackground: Color.Resolved?
    if scope.barBackground == .visible {
      barBackground =
        scope.barBackgroundStyle?.resolvedColor(in: env) ?? Material.bar.resolvedColor(in: env)
    }
    let node = NavigationStackNode(
      content: content, title: titleNode, inlineTitle: inlineTitleNode, largeTitle: isLarge, leading: leading,
      trailing: items(.trailing, 0x200),
      principal: items(.principal, 0x300), search: searchNode, bottom: items(.bottom, 0x400),
      barHidden: scope.barHidden, barBackground: barBackground, geometry: geometry, environment: env)
    node.leadingIsBack = previousTitle != nil && !scope.backButtonHidden
    node.glassBar = glassy
    return node
  }

  /// The height of the bar with its bands (the inline bar alone once scrolled under).
  var topHeight: Double {
    guard !barHidden else { return 0 }
    guard !scrolledUnder else { return Self.barHeight }
    return Self.barHeight + (largeTitle ? Self.largeTitleBand : 0) + (search != nil ? Self.searchBand : 0)
  }
  var bottomHeight: Double { bottom != nil ? Self.barHeight : 0 }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size {
    let extra = topHeight + bottomHeight
    if let w = p.width, let h = p.height, w.isFinite, h.isFinite { return Size(width: w, height: h) }
    let c = content.size(
      for: ProposedViewSize(width: p.width, height: p.height.map { max(0, $0 - extra) }))
    return Size(
      width: p.width.flatMap { $0.isFinite ? $0 : nil } ?? c.width,
      height: p.height.flatMap { $0.isFinite ? $0 : nil } ?? (c.height + extra + safeArea.vertical))
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    items.append(.fill(rect, background))
    let bottomBar = bottomHeight
    let scroll = scrollEdgeContent(content)
    func insetScroll() {
      scroll?.safeArea = EdgeInsets(
        top: safeArea.top + topHeight, leading: safeArea.leading, bottom: safeArea.bottom + bottomBar,
        trailing: safeArea.trailing)
    }
    // Content drawn scrolled (a scroll position) runs under the bar: as on iOS, the large title
    // and search field collapse into the inline bar, which shows its material.
    scrolledUnder = false
    if !barHidden, let scroll {
      insetScroll()
      scrolledUnder = scroll.isScrolled(in: rect)
    }
    let top = topHeight
    let inner = Rect(
      x: rect.minX + safeArea.leading, y: rect.minY + safeArea.top + top,
      width: max(0, rect.width - safeArea.horizontal),
      height: max(0, rect.height - safeArea.vertical - top - bottomBar))
    geometry.screen = outerGeometry?.expand(rect, edges: .all, direction: direction) ?? rect
    geometry.safe = inner
    geometry.isSet = true
    if scroll != nil {
      insetScroll()
      content.render(in: rect, proposal: ProposedViewSize(rect.size), into: &items)
    } else {
      let p = ProposedViewSize(inner.size)
      let s = content.size(for: p)
      content.render(
        in: place(s, in: inner, alignment: .center, direction: direction), proposal: p, into: &items)
    }
    if !barHidden {
      var bar: [DisplayItem] = []
      drawBar(in: rect, into: &bar)
      Self.extendBarHitAreas(&bar)
      items += bar
    }
    if let bottom {
      let barRect = Rect(
        x: rect.minX, y: rect.maxY - safeArea.bottom - Self.barHeight, width: rect.width,
        height: Self.barHeight + safeArea.bottom)
      // iOS 26's bottom toolbar has no bar: its glass capsules float over the content.
      if !glassBar {
        items.append(.fill(barRect, barMaterial))
        items.append(
          .fill(Rect(x: rect.minX, y: barRect.minY, width: rect.width, height: hairline), separator))
      }
      let p = ProposedViewSize(width: rect.width - 2 * edgeMargin, height: Self.barHeight)
      let s = bottom.size(for: p)
      var bar: [DisplayItem] = []
      bottom.render(
        in: place(
          s,
          in: Rect(x: rect.minX + edgeMargin, y: barRect.minY, width: p.width ?? 0, height: Self.barHeight),
          alignment: .center, direction: direction), proposal: p, into: &bar)
      Self.extendBarHitAreas(&bar)
      items += bar
    }
  }

  private func drawBar(in rect: Rect, into items: inout [DisplayItem]) {
    let y0 = rect.minY + safeArea.top
    if let fill = barBackground ?? (scrolledUnder ? barMaterial : nil) {
      let r = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: safeArea.top + topHeight)
      items.append(.fill(r, fill))
      items.append(.fill(Rect(x: r.minX, y: r.maxY - hairline, width: r.width, height: hairline), separator))
    }
    let m = edgeMargin
    let bar = Rect(x: rect.minX, y: y0, width: rect.width, height: Self.barHeight)
    let unspecified = ProposedViewSize(width: nil, height: Self.barHeight)
    var leadingWidth = 0.0
    var trailingWidth = 0.0
    let rtl = direction == .rightToLeft
    if let leading {
      let s = leading.size(for: unspecified)
      leadingWidth = s.width
      // The back button sits closer to the edge, as iOS 17 draws it (iOS 26's glass circle at
      // the margin).
      let inset = leadingIsBack && !glassBar ? 8 : m
      let x = rtl ? bar.maxX - inset - s.width : bar.minX + inset
      leading.render(
        in: Rect(x: x, y: bar.midY - s.height / 2, width: s.width, height: s.height), proposal: unspecified,
        into: &items)
    }
    if let trailing {
      let s = trailing.size(for: unspecified)
      trailingWidth = s.width
      let x = rtl ? bar.minX + m : bar.maxX - m - s.width
      trailing.render(
        in: Rect(x: x, y: bar.midY - s.height / 2, width: s.width, height: s.height), proposal: unspecified,
        into: &items)
    }
    let side = max(leadingWidth, trailingWidth) + (max(leadingWidth, trailingWidth) > 0 ? m + 8 : m)
    let large = largeTitle && !scrolledUnder
    if let center = principal ?? (large ? nil : inlineTitle) {
      let p = ProposedViewSize(width: max(0, bar.width - 2 * side), height: Self.barHeight)
      var s = center.size(for: p)
      var x = bar.midX - s.width / 2
      // iOS 26's glass groups are wide: a title that does not fit between them centered takes the
      // room between the leading and trailing items, as near the center as it can.
      if glassBar, s.width < (center.size(for: .unspecified).width) {
        let left = bar.minX + (leadingWidth > 0 ? m + leadingWidth + 8 : m)
        let right = bar.maxX - (trailingWidth > 0 ? m + trailingWidth + 8 : m)
        let (lo, hi) = rtl ? (bar.maxX - (right - bar.minX), bar.maxX - (left - bar.minX)) : (left, right)
        let room = ProposedViewSize(width: max(0, hi - lo), height: Self.barHeight)
        s = center.size(for: room)
        x = min(max(bar.midX - s.width / 2, lo), hi - s.width)
        center.render(
          in: Rect(x: x, y: bar.midY - s.height / 2, width: s.width, height: s.height), proposal: room,
          into: &items)
      } else {
        center.render(
          in: Rect(x: x, y: bar.midY - s.height / 2, width: s.width, height: s.height), proposal: p,
          into: &items)
      }
    }
    var y = bar.maxY
    if large, let title {
      let p = ProposedViewSize(width: max(0, rect.width - 2 * m), height: nil)
      let s = title.size(for: p)
      let x = rtl ? rect.maxX - m - s.width : rect.minX + m
      // The title's box sits in the band's lower part, 8 points above its bottom.
      title.render(
        in: Rect(x: x, y: y + Self.largeTitleBand - 8 - s.height, width: s.width, height: s.height),
        proposal: p,
        into: &items)
      y += Self.largeTitleBand
    }
    if let search, !scrolledUnder {
      let p = ProposedViewSize(width: max(0, rect.width - 2 * m), height: 36)
      let s = search.size(for: p)
      search.render(
        in: Rect(x: rect.minX + m, y: y + 8, width: s.width, height: s.height), proposal: p, into: &items)
    }
  }
}

nonisolated extension NavigationStackNode {
  /// UIKit gives a bar's buttons a tap area of at least 44 x 44 pt around what they draw: each
  /// control recorded in the bar gets it, centered on its frame.
  static func extendBarHitAreas(_ items: inout [DisplayItem]) {
    for i in items.indices {
      guard case .accessibility(var r) = items[i], r.controlID != nil else { continue }
      let w = max(44, r.frame.width)
      let h = max(44, r.frame.height)
      r.tapArea = Rect(x: r.frame.midX - w / 2, y: r.frame.midY - h / 2, width: w, height: h)
      items[i] = .accessibility(r)
    }
  }
}
