import TesseraDisplayList

/// Lays out a `LazyVGrid` (columns, growing down) or a `LazyHGrid` (rows, growing right): tracks
/// from ``GridItem/tracks(_:length:)`` across the axis, cells filled in order, each line as long
/// as its longest cell, lines `spacing` apart; section headers and footers span the grid. In a
/// scroll view only the lines in the viewport are resolved and measured.
nonisolated final class LazyGridNode: LayoutNode, ViewportRendering {
  let axis: Axis
  let items: [GridItem]
  let alignment: Alignment
  let spacing: Double
  let sections: [ListNode.SectionModel]

  init(
    axis: Axis, items: [GridItem], alignment: Alignment, spacing: Double, sections: [ListNode.SectionModel],
    environment: EnvironmentValues
  ) {
    self.axis = axis
    self.items = items
    self.alignment = alignment
    self.spacing = spacing
    self.sections = sections
    super.init(direction: environment.layoutDirection)
  }

  var growthAxis: Axis { axis }

  private func along(_ s: Size) -> Double { axis == .vertical ? s.height : s.width }
  private func cellProposal(_ track: Double) -> ProposedViewSize {
    axis == .vertical
      ? ProposedViewSize(width: track, height: nil) : ProposedViewSize(width: nil, height: track)
  }
  private func spanProposal(_ extent: Double) -> ProposedViewSize {
    axis == .vertical
      ? ProposedViewSize(width: extent, height: nil) : ProposedViewSize(width: nil, height: extent)
  }

  /// The grid's extent across its axis when offered nothing: the sum of its fixed and minimum
  /// track lengths.
  private var idealExtent: Double {
    let t = GridItem.tracks(items, length: 0)
    return t.reduce(0) { $0 + $1.length + $1.spacing }
  }

  /// One placed line (or spanning view): its cells with their tracks, its length.
  private enum Line {
    case span(LayoutNode)
    case cells([LayoutNode])
  }

  /// Walks the lines in order, calling `body` with each and its length until it returns false.
  private func forEachLine(extent: Double, _ body: (Line, Double) -> Bool) {
    let tracks = GridItem.tracks(items, length: extent)
    let perLine = max(1, tracks.count)
    for s in sections {
      if let h = s.header, !body(.span(h), along(h.size(for: spanProposal(extent)))) { return }
      var i = 0
      while i < s.rows.count {
        var cells: [LayoutNode] = []
        while cells.count < perLine, i < s.rows.count {
          if let n = s.rows.row(i) { cells.append(n) }
          i += 1
        }
        guard !cells.isEmpty else { continue }
        var length = 0.0
        for (k, c) in cells.enumerated() {
          length = max(length, along(c.size(for: cellProposal(tracks[min(k, tracks.count - 1)].length))))
        }
        if !body(.cells(cells), length) { return }
      }
      if let f = s.footer, !body(.span(f), along(f.size(for: spanProposal(extent)))) { return }
    }
  }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size {
    let acrossP = (axis == .vertical ? p.width : p.height).flatMap { $0.isFinite ? $0 : nil }
    let extent = acrossP ?? idealExtent
    var length = 0.0
    var lines = 0
    forEachLine(extent: extent) { _, l in
      length += l
      lines += 1
      return true
    }
    length += spacing * Double(max(0, lines - 1))
    return axis == .vertical ? Size(width: extent, height: length) : Size(width: length, height: extent)
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    renderVisible(
      origin: rect.origin, across: axis == .vertical ? rect.width : rect.height,
      limit: axis == .vertical ? rect.maxY : rect.maxX, into: &items)
  }

  func renderVisible(origin: Point, across extent: Double, limit: Double, into out: inout [DisplayItem]) {
    let tracks = GridItem.tracks(self.items, length: extent)
    let used = tracks.reduce(0) { $0 + $1.length + $1.spacing }
    // Tracks narrower than the grid are placed by the grid's alignment.
    let f = axis == .vertical ? alignment.horizontal.fraction(direction) : 0.5
    let start = max(0, extent - used) * f
    var offsets: [Double] = []
    var acc = start
    for t in tracks {
      offsets.append(acc)
      acc += t.length + t.spacing
    }
    var pos = axis == .vertical ? origin.y : origin.x
    let across0 = axis == .vertical ? origin.x : origin.y
    forEachLine(extent: extent) { line, length in
      if pos > limit { return false }
      switch line {
      case .span(let n):
        let p = spanProposal(extent)
        let s = n.size(for: p)
        let frame =
          axis == .vertical
          ? Rect(
            x: across0 + (extent - s.width) * alignment.horizontal.fraction(direction), y: pos,
            width: s.width, height: s.height)
          : Rect(x: pos, y: across0, width: s.width, height: s.height)
        n.render(in: frame, proposal: p, into: &out)
      case .cells(let cells):
        for (k, c) in cells.enumerated() {
          let t = tracks[min(k, tracks.count - 1)]
          let p = cellProposal(t.length)
          let s = c.size(for: p)
          let slot: Rect
          if axis == .vertical {
            let x =
              direction == .rightToLeft
              ? across0 + extent - offsets[k] - t.length : across0 + offsets[k]
            slot = Rect(x: x, y: pos, width: t.length, height: length)
          } else {
            slot = Rect(x: pos, y: across0 + offsets[k], width: length, height: t.length)
          }
          c.render(
            in: place(s, in: slot, alignment: t.alignment, direction: direction), proposal: p, into: &out)
        }
      }
      pos += length + spacing
      return true
    }
  }
}
