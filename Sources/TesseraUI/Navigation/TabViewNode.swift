import TesseraDisplayList
import TesseraGeometry

/// Lays out a tab view: the selected tab above the tab bar (see ``TabView``), or a page with
/// index dots.
nonisolated final class TabViewNode: LayoutNode, ScrollEdgeContent {
  let content: LayoutNode?
  /// The bar items' labels and badges (bar look), or nil (page look).
  let items: [(label: LayoutNode?, badge: LayoutNode?)]?
  let pageCount: Int
  let selected: Int
  let dots: Bool
  let dotsBackground: Bool
  /// The current page's dot and the others' (white and white at 30 %, or the colors an app set
  /// on `UIPageControl.appearance()`, as on iOS).
  let dotColors: (current: Color.Resolved, other: Color.Resolved)
  let material: Color.Resolved
  let separator: Color.Resolved
  let background: Color.Resolved
  let badgeColor: Color.Resolved
  let hairline: Double
  /// Regular width (iPad): a 50-point bar whose items sit side by side as a centered group, each
  /// symbol beside its title.
  let regular: Bool
  /// iOS 26's floating bar (compact width): the glass platter and the selected item's pill, drawn
  /// under the items; nil in iOS 17/18 and on iPad.
  let floating: (platter: LayoutNode, pill: LayoutNode)?
  var safeArea = EdgeInsets()

  /// iOS 26's floating bar: a 62-point glass capsule 21 from the screen's sides and bottom, its
  /// items 54 high, 4 inside it (measured on iOS 26.2 references: items from 25 to 377 on a
  /// 402-point screen); the bar's top is where iOS 17's 49-point bar starts above a 34-point home
  /// indicator area, so the content's room is the same.
  static let floatingHeight = 62.0
  static let floatingMargin = 21.0
  static let floatingInset = 4.0

  /// The page index's dots: 8 points wide, 8 apart (`UIPageControl` draws the same).
  static let dotSize = 8.0
  static let dotGap = 8.0

  static let barHeight = 49.0
  static let regularBarHeight = 50.0
  static let regularItemGap = 40.0
  static let unselectedGray = Color(r8: 0x99, g8: 0x99, b8: 0x99)

  init(
    content: LayoutNode?, items: [(label: LayoutNode?, badge: LayoutNode?)]?, pageCount: Int, selected: Int,
    dots: Bool, dotsBackground: Bool, floating: (platter: LayoutNode, pill: LayoutNode)? = nil,
    environment env: EnvironmentValues
  ) {
    self.floating = floating
    self.content = content
    self.items = items
    self.pageCount = pageCount
    self.selected = selected
    self.dots = dots
    self.dotsBackground = dotsBackground
    var current = Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1)
    var other = Color.Resolved(red: 1, green: 1, blue: 1, opacity: 0.3)
    #if !canImport(Darwin)
      if dots {
        let set = MainActorBody.call(()) { _ in
          (
            UIPageControl.appearance().currentPageIndicatorTintColor,
            UIPageControl.appearance().pageIndicatorTintColor
          )
        }
        if let c = set.0 { current = Color(uiColor: c).resolve(in: env) }
        if let c = set.1 { other = Color(uiColor: c).resolve(in: env) }
      }
    #endif
    dotColors = (current, other)
    material = Material.bar.resolvedColor(in: env)
    separator = SystemColors.separator.color.resolve(in: env)
    background = SystemColors.systemBackground.color.resolve(in: env)
    badgeColor = SystemColors.red.color.resolve(in: env)
    hairline = 1 / (env.displayScale > 0 && env.displayScale.isFinite ? env.displayScale : 1)
    regular = env.horizontalSizeClass == .regular
    super.init(direction: env.layoutDirection)
    traits[ScrollEdgeTrait.self] = ScrollEdgeTrait(node: self)
  }

  /// What a tab's node says about its bar item: its item and badge traits.
  static func info(of node: LayoutNode) -> (
    tag: AnyHashable?, label: ((ResolveContext) -> [LayoutNode])?, badge: String?
  ) {
    let item = node.traits[TabItemNode.Item.self]
    return (item?.tag, item?.label, node.traits[BadgeNode.Text.self])
  }

  /// The node of a tab view of `tabs`.
  static func make(tabs: [LayoutNode], selected: Int, look: TabViewLook, _ context: ResolveContext)
    -> TabViewNode
  {
    let env = context.environment
    let content = tabs.indices.contains(selected) ? tabs[selected] : nil
    if case .page(let dots) = look {
      return TabViewNode(
        content: content, items: nil, pageCount: tabs.count, selected: selected, dots: dots,
        dotsBackground: env.pageIndexBackground, environment: env)
    }
    let tint = env.tint ?? Color.accentColor
    let regular = env.horizontalSizeClass == .regular
    // iOS 26 floats a glass capsule over the content; its unselected items are in the label
    // color, the selected one in the tint on a gray pill, titles 10-point semibold.
    let floats = env.systemDesign == .ios26 && !regular
    var items: [(LayoutNode?, LayoutNode?)] = []
    for (i, tab) in tabs.enumerated() {
      let info = Self.info(of: tab)
      var itemEnv = env
      let unselected: Color = floats ? SystemColors.label.color : unselectedGray
      itemEnv.foregroundStyle = AnyShapeStyle(i == selected ? tint : unselected)
      itemEnv.setStyle(StyleSlot(builtIn: TabItemLabelStyle(), outer: nil))
      itemEnv.lineLimit = 1
      itemEnv.symbolVariants = .fill
      var iconEnv = itemEnv
      iconEnv.font = .system(size: 21)
      var textEnv = itemEnv
      textEnv.font = .system(size: regular ? 13 : 10, weight: floats ? .semibold : .medium)
      var label: LayoutNode?
      if let make = info.label {
        let ctx = context.child(UInt64(i))
        let icons = make(ctx.with(iconEnv))
        if icons.count == 1, !(icons[0] is TextNode) {
          label = icons[0]
        } else if !icons.isEmpty {
          let texts = make(ctx.with(textEnv))
          let parts = icons.indices.map { k in
            icons[k] is TextNode && texts.indices.contains(k) ? texts[k] : icons[k]
          }
          label = StackNode(
            axis: regular ? .horizontal : .vertical, horizontal: .center, vertical: .center,
            spacing: regular ? 6 : 3, children: parts, environment: env)
        }
      }
      var badge: LayoutNode?
      if let text = info.badge {
        var badgeEnv = env
        badgeEnv.font = .system(size: 13)
        badgeEnv.foregroundStyle = AnyShapeStyle(Color.white)
        badgeEnv.lineLimit = 1
        badge = resolve(Text(verbatim: text), context.child(0xBAD + UInt64(i)).with(badgeEnv)).first
      }
      items.append((label, badge))
    }
    var floating: (platter: LayoutNode, pill: LayoutNode)?
    if floats {
      let platter = GlassCapsule()
      let pill = Capsule().fill(SystemColors.tertiarySystemFill.color)
      if let p = resolve(platter, context.child(0x61A5)).first,
        let q = resolve(pill, context.child(0x9111)).first
      {
        floating = (p, q)
      }
    }
    return TabViewNode(
      content: content, items: items.map { (label: $0.0, badge: $0.1) }, pageCount: tabs.count,
      selected: selected,
      dots: false, dotsBackground: false, floating: floating, environment: env)
  }

  /// What the tabs' scroll views and lists report while drawing (set by `TabView`).
  var probe: BottomBarProbe?

  private var barHeight: Double { items == nil ? 0 : regular ? Self.regularBarHeight : Self.barHeight }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size {
    if let w = p.width, let h = p.height, w.isFinite, h.isFinite { return Size(width: w, height: h) }
    let c =
      content?.size(for: ProposedViewSize(width: p.width, height: p.height.map { max(0, $0 - barHeight) }))
      ?? .zero
    return Size(
      width: p.width.flatMap { $0.isFinite ? $0 : nil } ?? c.width,
      height: p.height.flatMap { $0.isFinite ? $0 : nil } ?? (c.height + barHeight + safeArea.vertical))
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into out: inout [DisplayItem]) {
    out.append(.fill(rect, background))
    let bar = barHeight
    probe?.barTop = rect.maxY - safeArea.bottom - bar
    probe?.runsUnder = false
    if let content {
      if let scroll = scrollEdgeContent(content) {
        scroll.safeArea = EdgeInsets(
          top: safeArea.top, leading: safeArea.leading, bottom: safeArea.bottom + bar,
          trailing: safeArea.trailing)
        content.render(in: rect, proposal: ProposedViewSize(rect.size), into: &out)
      } else {
        let inner = Rect(
          x: rect.minX + safeArea.leading, y: rect.minY + safeArea.top,
          width: max(0, rect.width - safeArea.horizontal),
          height: max(0, rect.height - safeArea.vertical - bar))
        let p = ProposedViewSize(inner.size)
        let s = content.size(for: p)
        content.render(
          in: place(s, in: inner, alignment: .center, direction: direction), proposal: p, into: &out)
      }
    }
    if let items {
      // iOS 15 and later: at the scroll edge (the content ends above the bar, or does not
      // scroll) the bar is transparent, with no hairline; over content running under it, the
      // bar's material.
      drawBar(items, in: rect, opaque: probe?.runsUnder ?? true, into: &out)
    } else if dots, pageCount > 1 {
      drawDots(in: rect, into: &out)
    }
  }

  private func drawBar(
    _ items: [(label: LayoutNode?, badge: LayoutNode?)], in rect: Rect, opaque: Bool,
    into out: inout [DisplayItem]
  ) {
    if let floating {
      drawFloatingBar(items, floating, in: rect, into: &out)
      return
    }
    let height = barHeight
    let top = rect.maxY - safeArea.bottom - height
    if opaque {
      out.append(.fill(Rect(x: rect.minX, y: top, width: rect.width, height: rect.maxY - top), material))
      out.append(.fill(Rect(x: rect.minX, y: top, width: rect.width, height: hairline), separator))
    }
    guard !items.isEmpty else { return }
    let p = ProposedViewSize(width: regular ? nil : rect.width / Double(items.count), height: nil)
    let sizes = items.map { $0.label?.size(for: p) ?? .zero }
    // Compact: equal slots across the bar. Regular: slots as wide as their items, centered.
    let widths =
      regular ? sizes.map(\.width) : Array(repeating: rect.width / Double(items.count), count: items.count)
    let gap = regular ? Self.regularItemGap : 0
    let total = widths.reduce(0, +) + gap * Double(items.count - 1)
    var x = regular ? rect.midX - total / 2 : rect.minX
    var slots = Array(repeating: Rect.zero, count: items.count)
    for k in items.indices {
      let i = direction == .rightToLeft ? items.count - 1 - k : k
      slots[i] = Rect(x: x, y: top, width: widths[i], height: height)
      x += widths[i] + gap
    }
    for (i, item) in items.enumerated() {
      // Each item is one element, as VoiceOver reads it ("Shop, tab, 1 of 3, selected").
      // On iPad the item's tap area takes in the space around it, half the gap on each side.
      var record = AccessibilityRecord(frame: regular ? slots[i].insetBy(dx: -gap / 2, dy: 0) : slots[i])
      record.kind = .tab
      record.value = "\(i + 1) of \(items.count)"
      if i == selected { record.addedTraits = .selected }
      record.isEnabled = true
      out.recording(record) { drawItem(item, in: slots[i], size: sizes[i], proposal: p, into: &$0) }
    }
  }

  /// iOS 26's floating bar: the platter, the selected item's pill, then the items in equal slots.
  private func drawFloatingBar(
    _ items: [(label: LayoutNode?, badge: LayoutNode?)], _ floating: (platter: LayoutNode, pill: LayoutNode),
    in rect: Rect, into out: inout [DisplayItem]
  ) {
    let m = Self.floatingMargin
    let platter = Rect(
      x: rect.minX + m, y: rect.maxY - m - Self.floatingHeight, width: max(0, rect.width - 2 * m),
      height: Self.floatingHeight)
    floating.platter.render(in: platter, proposal: ProposedViewSize(platter.size), into: &out)
    guard !items.isEmpty else { return }
    let inner = platter.insetBy(dx: Self.floatingInset, dy: Self.floatingInset)
    let w = inner.width / Double(items.count)
    let p = ProposedViewSize(width: w, height: nil)
    var slots = Array(repeating: Rect.zero, count: items.count)
    for k in items.indices {
      let i = direction == .rightToLeft ? items.count - 1 - k : k
      slots[i] = Rect(x: inner.minX + Double(k) * w, y: inner.minY, width: w, height: inner.height)
    }
    if slots.indices.contains(selected) {
      floating.pill.render(in: slots[selected], proposal: ProposedViewSize(slots[selected].size), into: &out)
    }
    for (i, item) in items.enumerated() {
      var record = AccessibilityRecord(frame: slots[i])
      record.kind = .tab
      record.value = "\(i + 1) of \(items.count)"
      if i == selected { record.addedTraits = .selected }
      record.isEnabled = true
      let s = item.label?.size(for: p) ?? .zero
      out.recording(record) { out in
        var iconTop = slots[i].midY - s.height / 2
        if let label = item.label {
          let r = Rect(x: slots[i].midX - s.width / 2, y: iconTop, width: s.width, height: s.height)
          label.render(in: r, proposal: p, into: &out)
        }
        if let badge = item.badge {
          iconTop = max(slots[i].minY + 3, iconTop)
          let b = badge.size(for: .unspecified)
          let h = 18.0
          let bw = max(h, b.width + 10)
          let r = Rect(x: slots[i].midX + 6, y: iconTop - 3, width: bw, height: h)
          out.append(.fill(Path(roundedRect: r, radii: CornerRadii(all: h / 2)), badgeColor))
          badge.render(
            in: Rect(x: r.midX - b.width / 2, y: r.midY - b.height / 2, width: b.width, height: b.height),
            proposal: .unspecified, into: &out)
        }
      }
    }
  }

  private func drawItem(
    _ item: (label: LayoutNode?, badge: LayoutNode?), in slot: Rect, size s: Size,
    proposal p: ProposedViewSize,
    into out: inout [DisplayItem]
  ) {
    do {
      var iconTop = slot.minY + 7
      if let label = item.label {
        let y = regular ? slot.midY - s.height / 2 : slot.minY + 7
        let r = Rect(x: slot.midX - s.width / 2, y: y, width: s.width, height: s.height)
        iconTop = r.minY
        label.render(in: r, proposal: p, into: &out)
      }
      if let badge = item.badge {
        let s = badge.size(for: .unspecified)
        let h = 18.0
        let bw = max(h, s.width + 10)
        let r = Rect(x: slot.midX + 6, y: iconTop - 3, width: bw, height: h)
        out.append(.fill(Path(roundedRect: r, radii: CornerRadii(all: h / 2)), badgeColor))
        badge.render(
          in: Rect(x: r.midX - s.width / 2, y: r.midY - s.height / 2, width: s.width, height: s.height),
          proposal: .unspecified, into: &out)
      }
    }
  }

  private func drawDots(in rect: Rect, into out: inout [DisplayItem]) {
    let d = Self.dotSize
    let gap = Self.dotGap
    let total = Double(pageCount) * d + Double(pageCount - 1) * gap
    let y = rect.maxY - safeArea.bottom - 26
    let x0 = rect.midX - total / 2
    if dotsBackground {
      let bg = Rect(x: x0 - 10, y: y - 6, width: total + 20, height: d + 12)
      out.append(
        .fill(
          Path(roundedRect: bg, radii: CornerRadii(all: bg.height / 2)),
          Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.25)))
    }
    for i in 0..<pageCount {
      let r = Rect(x: x0 + Double(i) * (d + gap), y: y, width: d, height: d)
      let c = i == selected ? dotColors.current : dotColors.other
      out.append(.fill(Path(ellipseIn: r), c))
    }
  }
}
