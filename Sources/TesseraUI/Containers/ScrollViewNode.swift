import TesseraDisplayList

/// Lays out a scroll view: see ``ScrollView``.
nonisolated final class ScrollViewNode: LayoutNode, ScrollEdgeContent {
  let axes: Axis.Set
  let content: LayoutNode
  let margins: EdgeInsets
  var safeArea = EdgeInsets()
  /// Where the content's overflow is reported, when the render expands scroll content.
  let expansion: ScrollExpansion?
  /// The tab bar below, told whether the content runs under it.
  let probe: BottomBarProbe?

  /// Where the still is scrolled to (nil: the start).
  let start: ScrollStart?
  /// Where content smaller than the viewport sits along the scroll axes (nil: the start).
  let alignment: UnitPoint?
  let diagnostics: Diagnostics

  init(
    axes: Axis.Set, content: LayoutNode, margins: EdgeInsets, start: ScrollStart? = nil,
    alignment: UnitPoint? = nil, diagnostics: Diagnostics, environment: EnvironmentValues
  ) {
    self.axes = axes
    self.content = content
    self.margins = margins
    self.start = start
    self.alignment = alignment
    self.diagnostics = diagnostics
    expansion = axes.contains(.vertical) ? environment.scrollExpansion : nil
    probe = axes.contains(.vertical) ? environment.bottomBarProbe : nil
    super.init(direction: environment.layoutDirection)
    traits[ScrollEdgeTrait.self] = ScrollEdgeTrait(node: self)
  }

  private var insets: EdgeInsets {
    EdgeInsets(
      top: margins.top + safeArea.top, leading: margins.leading + safeArea.leading,
      bottom: margins.bottom + safeArea.bottom, trailing: margins.trailing + safeArea.trailing)
  }

  /// The proposal to the content for the scroll view's own proposal.
  private func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    let i = insets
    return ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : p.width.map { max(0, $0 - i.horizontal) },
      height: axes.contains(.vertical) ? nil : p.height.map { max(0, $0 - i.vertical) })
  }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size {
    let i = insets
    var w = p.width.flatMap { $0.isFinite ? $0 : nil }
    var h = p.height.flatMap { $0.isFinite ? $0 : nil }
    if w == nil || h == nil {
      let c = content.size(for: contentProposal(p))
      w = w ?? c.width + i.horizontal
      h = h ?? c.height + i.vertical
    }
    return Size(width: w ?? 0, height: h ?? 0)
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    // Scroll transitions and `.scrollView` coordinate spaces inside find this scroll view.
    ScrollViewport.$stack.withValue(ScrollViewport.stack + [ScrollViewport(rect: rect, axes: axes)]) {
      renderContent(in: rect, into: &items)
    }
  }

  private func renderContent(in rect: Rect, into items: inout [DisplayItem]) {
    var inner: [DisplayItem] = []
    let i = insets
    let p = contentProposal(ProposedViewSize(rect.size))
    expansion?.record(content: content.size(for: p).height + i.vertical, viewport: rect.height)
    let availW = rect.width - i.horizontal
    let availH = rect.height - i.vertical
    let origin = Point(x: rect.minX + i.leading, y: rect.minY + i.top)
    let scrolled = start.map { offset(for: $0, in: rect) }
    if let probe, rect.maxY >= probe.barTop - 0.5 {
      let height = content.size(for: p).height
      probe.note(
        rect: rect, visibleBottom: rect.maxY - i.bottom, contentBottom: origin.y - (scrolled?.y ?? 0) + height
      )
    }
    // Short content with an alignment anchor is placed whole (it is short); otherwise lazy
    // content draws what shows.
    var placedWhole = false
    if alignment != nil {
      let s = content.size(for: p)
      placedWhole =
        (axes.contains(.vertical) && s.height < availH) || (axes.contains(.horizontal) && s.width < availW)
    }
    if let lazy = content as? ViewportRendering, !placedWhole {
      let shift = scrolled ?? Point(x: 0, y: 0)
      if lazy.growthAxis == .vertical {
        lazy.renderVisible(
          origin: Point(x: origin.x, y: origin.y - shift.y), across: max(0, availW), limit: rect.maxY,
          into: &inner)
      } else {
        lazy.renderVisible(
          origin: Point(x: origin.x - shift.x, y: origin.y), across: max(0, availH), limit: rect.maxX,
          into: &inner)
      }
    } else {
      let s = content.size(for: p)
      // Across the scroll axis, content is centered; along it, it starts at the top (leading),
      // or where the alignment anchor puts content shorter than the viewport.
      var x = origin.x
      var y = origin.y
      if !axes.contains(.horizontal) {
        x += (availW - s.width) / 2
      } else if s.width < availW {
        // The anchor's x runs from the leading edge: mirrored in right-to-left layouts.
        let ax = alignment?.x ?? 0
        x += (availW - s.width) * (direction == .rightToLeft ? 1 - ax : ax)
      }
      if !axes.contains(.vertical) {
        y += (availH - s.height) / 2
      } else if s.height < availH, let a = alignment {
        y += (availH - s.height) * a.y
      }
      if let scrolled {
        x -= scrolled.x
        y -= scrolled.y
      }
      content.render(in: Rect(x: x, y: y, width: s.width, height: s.height), proposal: p, into: &inner)
    }
    items.recording(.scrollView(rect)) { $0.append(.group(DisplayGroup(items: inner, clip: Path(rect)))) }
  }

  func isScrolled(in rect: Rect) -> Bool {
    guard let start, axes.contains(.vertical) else { return false }
    return offset(for: start, in: rect).y > 0
  }

  /// The last offset worked out, with the rectangle and safe area it was for (a navigation stack
  /// asks before the scroll view draws).
  private var lastOffset: (rect: Rect, safeArea: EdgeInsets, offset: Point)?

  /// How far the content is scrolled for `start` when drawn in `rect`, in points along each
  /// scroll axis (0 on the others), clamped to the content's extent.
  private func offset(for start: ScrollStart, in rect: Rect) -> Point {
    if let last = lastOffset, last.rect == rect, last.safeArea == safeArea { return last.offset }
    let i = insets
    let origin = Point(x: rect.minX + i.leading, y: rect.minY + i.top)
    let viewport = Size(width: rect.width - i.horizontal, height: rect.height - i.vertical)
    let p = contentProposal(ProposedViewSize(rect.size))
    let s = content.size(for: p)
    let maxX = axes.contains(.horizontal) ? max(0, s.width - viewport.width) : 0
    let maxY = axes.contains(.vertical) ? max(0, s.height - viewport.height) : 0
    let rtl = direction == .rightToLeft
    var x = 0.0
    var y = 0.0
    switch start {
    case .anchor(let a):
      x = maxX * (rtl ? 1 - a.x : a.x)
      y = maxY * a.y
    case .point(let px, let py):
      x = px ?? 0
      y = py ?? 0
    case .view(let recorder, let anchor):
      // The content drawn once off screen, at the viewport's origin, to find the view's frame.
      recorder.found = nil
      _ = offScreen(origin: origin, viewport: viewport, size: s, proposal: p)
      guard let f = recorder.found else {
        diagnostics.warn(
          "ScrollView: no view in the scroll content has the id \(recorder.wanted.base) that the scroll position names; the still shows the start"
        )
        lastOffset = (rect, safeArea, Point(x: 0, y: 0))
        return Point(x: 0, y: 0)
      }
      let a = anchor ?? .topLeading
      let ax = rtl ? 1 - a.x : a.x
      x = (f.minX - origin.x) + f.width * ax - viewport.width * ax
      y = (f.minY - origin.y) + f.height * a.y - viewport.height * a.y
    case .text(let text):
      let scratch = offScreen(origin: origin, viewport: viewport, size: s, proposal: p)
      guard let f = Self.frame(of: text, in: scratch) else {
        diagnostics.warn(
          "ScrollView: nothing in the scroll content is labelled \"\(text)\"; the still shows the start")
        lastOffset = (rect, safeArea, Point(x: 0, y: 0))
        return Point(x: 0, y: 0)
      }
      x = f.midX - origin.x - viewport.width / 2
      y = f.midY - origin.y - viewport.height / 2
    }
    if rtl, axes.contains(.horizontal), case .point = start { x = maxX - x }
    let value = Point(x: min(max(0, x), maxX), y: min(max(0, y), maxY))
    lastOffset = (rect, safeArea, value)
    return value
  }

  /// The content drawn once off screen at `origin` (the viewport's), whole: where a scroll
  /// position looks for the view it names.
  private func offScreen(origin: Point, viewport: Size, size: Size, proposal: ProposedViewSize)
    -> [DisplayItem]
  {
    var scratch: [DisplayItem] = []
    if let lazy = content as? ViewportRendering {
      lazy.renderVisible(
        origin: origin, across: lazy.growthAxis == .vertical ? viewport.width : viewport.height,
        limit: .infinity, into: &scratch)
    } else {
      content.render(in: Rect(origin: origin, size: size), proposal: proposal, into: &scratch)
    }
    return scratch
  }

  /// The frame of the first view labelled (or identified) `text` in `items`, else of the first
  /// whose label contains it.
  static func frame(of text: String, in items: [DisplayItem]) -> Rect? {
    var partial: Rect?
    func walk(_ items: [DisplayItem]) -> Rect? {
      for item in items {
        switch item {
        case .accessibility(let r):
          if r.label == text || r.identifier == text { return r.frame }
          if partial == nil, let l = r.label, l.contains(text) { partial = r.frame }
        case .group(let g):
          if let f = walk(g.items) { return f }
        default: continue
        }
      }
      return nil
    }
    return walk(items) ?? partial
  }
}
