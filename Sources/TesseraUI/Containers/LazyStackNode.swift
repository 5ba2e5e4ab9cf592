import TesseraDisplayList

/// Lays out a `LazyVStack` or `LazyHStack`: a stack that takes the space offered across its axis,
/// offers each child that space across and its ideal length along, and resolves and measures
/// children only as far as a scroll view's viewport shows (``ViewportRendering``). With no explicit
/// spacing, neighbours are as far apart as their spacing preferences say, as in `VStack`.
nonisolated final class LazyStackNode: LayoutNode, ViewportRendering {
  let axis: Axis
  let alignment: Alignment
  /// The explicit spacing between children, or nil for their preferences.
  let spacing: Double?
  let sections: [ListNode.SectionModel]

  init(
    axis: Axis, alignment: Alignment, spacing: Double?, sections: [ListNode.SectionModel],
    environment: EnvironmentValues
  ) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing
    self.sections = sections
    super.init(direction: environment.layoutDirection)
  }

  var growthAxis: Axis { axis }

  private func along(_ s: Size) -> Double { axis == .vertical ? s.height : s.width }
  private func across(_ s: Size) -> Double { axis == .vertical ? s.width : s.height }
  private func proposal(across c: Double?) -> ProposedViewSize {
    axis == .vertical ? ProposedViewSize(width: c, height: nil) : ProposedViewSize(width: nil, height: c)
  }

  /// Every child in order with the space before it (0 for the first), with `body` called for each
  /// until it returns false.
  private func forEachChild(_ body: (LayoutNode, Double) -> Bool) {
    var previous: LayoutNode?
    func visit(_ n: LayoutNode) -> Bool {
      var gap = 0.0
      if let p = previous {
        if let spacing {
          gap = spacing
        } else {
          let d = Double(p.spacingPreferences.distance(to: n.spacingPreferences, along: axis))
          gap = d.isFinite ? d : 8
        }
      }
      previous = n
      return body(n, gap)
    }
    for s in sections {
      if let h = s.header, !visit(h) { return }
      for i in 0..<s.rows.count {
        guard let n = s.rows.row(i) else { continue }
        if !visit(n) { return }
      }
      if let f = s.footer, !visit(f) { return }
    }
  }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size {
    let acrossP = axis == .vertical ? p.width : p.height
    let childP = proposal(across: acrossP.flatMap { $0.isFinite ? $0 : nil })
    var length = 0.0
    var widest = 0.0
    forEachChild { n, gap in
      let s = n.size(for: childP)
      length += gap + along(s)
      widest = max(widest, across(s))
      return true
    }
    let extent = acrossP.flatMap { $0.isFinite ? $0 : nil } ?? widest
    return axis == .vertical ? Size(width: extent, height: length) : Size(width: length, height: extent)
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    renderVisible(
      origin: rect.origin, across: axis == .vertical ? rect.width : rect.height,
      limit: axis == .vertical ? rect.maxY : rect.maxX, into: &items)
  }

  func renderVisible(origin: Point, across extent: Double, limit: Double, into items: inout [DisplayItem]) {
    let childP = proposal(across: extent)
    var pos = axis == .vertical ? origin.y : origin.x
    forEachChild { n, gap in
      pos += gap
      if pos > limit { return false }
      let s = n.size(for: childP)
      let frame: Rect
      if axis == .vertical {
        let x = origin.x + (extent - s.width) * alignment.horizontal.fraction(direction)
        frame = Rect(x: x, y: pos, width: s.width, height: s.height)
      } else {
        let f: Double
        switch alignment.vertical {
        case .top: f = 0
        case .bottom: f = 1
        default: f = 0.5
        }
        frame = Rect(x: pos, y: origin.y + (extent - s.height) * f, width: s.width, height: s.height)
      }
      n.render(in: frame, proposal: childP, into: &items)
      pos += along(s)
      return true
    }
  }

  /// The sections of lazy content: rows outside sections form sections without header.
  static func sections(_ pieces: [RowPiece], _ env: EnvironmentValues, prefetch: Int) -> [ListNode
    .SectionModel]
  {
    var sections: [ListNode.SectionModel] = []
    var loose: [RowPiece] = []
    func flush() {
      guard !loose.isEmpty else { return }
      sections.append(ListNode.SectionModel(rows: RowStore(pieces: loose, environment: env)))
      loose = []
    }
    for piece in pieces {
      if case .section(let s) = piece {
        flush()
        sections.append(
          ListNode.SectionModel(
            header: List<Never, EmptyView>.column(s.header, env),
            footer: List<Never, EmptyView>.column(s.footer, env),
            rows: RowStore(pieces: s.content, environment: env)))
      } else {
        loose.append(piece)
      }
    }
    flush()
    var budget = prefetch
    for s in sections { budget -= s.rows.prefetch(budget) }
    return sections
  }
}
