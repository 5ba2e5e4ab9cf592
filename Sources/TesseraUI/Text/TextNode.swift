import TesseraDisplayList
import TesseraRaster
import TesseraText

/// Lays out a paragraph for the width offered and draws it, with its underline or strikethrough,
/// or as placeholder bars when redacted.
final class TextNode: LayoutNode {
  /// A line drawn with the text.
  struct Line {
    enum Kind { case underline, strikethrough }
    let kind: Kind
    let color: Color.Resolved
  }

  let content: String
  let style: TextStyle
  let library: FontLibrary
  let color: Color.Resolved
  var decorations: [Line] = []
  /// The faces of runs that differ (empty: the whole paragraph in `style`'s face and `color`).
  var runs: [TextRun] = []
  /// Each run's color, when `runs` is set.
  var runColors: [Color.Resolved] = []
  /// Each run's underline and strikethrough, when `runs` is set.
  var runDecorations: [[Line]] = []
  /// Points the baseline is raised by.
  var baselineOffset = 0.0
  /// The smallest factor the font may shrink by to fit the width offered (1: never).
  var minimumScaleFactor = 1.0
  /// When set, the text is drawn as bars of this color (`.redacted(reason: .placeholder)`).
  var redaction: Color.Resolved?
  /// The lines whose height the text keeps however short it is (0: none).
  var reservedLines = 0
  /// The space stacks leave around the text, from its largest font's metrics; nil: a plain view's.
  var textSpacing: ViewSpacing?
  override var spacingPreferences: ViewSpacing { textSpacing ?? ViewSpacing() }
  private var layouts: [Double: TextLayout] = [:]
  private var fitted: [Size: TextLayout] = [:]
  /// The pixels the text measures itself in (the environment's display scale).
  let grid: PixelGrid

  init(
    content: String, style: TextStyle, library: FontLibrary, color: Color.Resolved,
    environment: EnvironmentValues
  ) {
    self.content = content
    self.style = style
    self.library = library
    self.color = color
    self.grid = PixelGrid(scale: environment.displayScale)
    super.init(direction: environment.layoutDirection)
  }

  /// The layout for a width (infinite for no wrapping), memoized. With a minimum scale factor
  /// under 1, a paragraph that would be truncated (its line limit reached) is set smaller, in steps of 1% of the size,
  /// down to the factor, until it fits.
  func layout(width: Double) -> TextLayout? {
    if let l = layouts[width] { return l }
    let w: Double? = width.isFinite ? max(0, width) : nil
    var l = try? TextLayout.cached(text: content, style: style, runs: runs, maxWidth: w, library: library)
    if let first = l, minimumScaleFactor < 1, minimumScaleFactor > 0, let w {
      if first.isTruncated {
        var factor = 0.99
        while factor >= minimumScaleFactor - 1e-9 {
          var s = style
          s.size = style.size * factor
          // Runs of their own size shrink by the same factor.
          let scaled = runs.map { r in
            var r = r
            r.size = r.size.map { $0 * factor }
            return r
          }
          if let smaller = try? TextLayout.cached(
            text: content, style: s, runs: scaled, maxWidth: w, library: library)
          {
            l = smaller
            if !smaller.isTruncated { break }
          }
          factor -= 0.01
        }
      }
    }
    layouts[width] = l
    return l
  }

  /// The layout for a width and a height: as ``layout(width:)`` when its lines fit the height;
  /// otherwise set smaller down to the minimum scale factor, then cut to the lines that fit (at
  /// least one), the last one truncated, as SwiftUI fits text into a frame.
  func layout(width: Double, height: Double) -> TextLayout? {
    guard let l = layout(width: width) else { return nil }
    guard height.isFinite, l.size.height > height + 0.01, l.lines.count > 1 else { return l }
    let key = Size(width: width, height: height)
    if let f = fitted[key] { return f }
    let w: Double? = width.isFinite ? max(0, width) : nil
    var result = l
    var factor = 1.0
    var found = false
    if minimumScaleFactor < 1, minimumScaleFactor > 0 {
      factor = 0.99
      while factor >= minimumScaleFactor - 1e-9 {
        if let smaller = scaled(factor, width: w), smaller.size.height <= height + 0.01 {
          result = smaller
          found = true
          break
        }
        factor -= 0.01
      }
      if !found { factor = max(minimumScaleFactor, 0.01) }
    }
    if !found {
      let base = factor < 1 ? (scaled(factor, width: w) ?? l) : l
      // The lines whose bottom is inside the height (at least the first).
      let fit = max(1, base.lines.filter { $0.top + base.lineHeight <= height + 0.01 }.count)
      var s = style
      s.size = style.size * factor
      s.lineLimit = min(style.lineLimit ?? fit, fit)
      let scaledRuns = runs.map { r in
        var r = r
        r.size = r.size.map { $0 * factor }
        return r
      }
      result =
        (try? TextLayout.cached(text: content, style: s, runs: scaledRuns, maxWidth: w, library: library))
        ?? base
    }
    fitted[key] = result
    return result
  }

  /// The paragraph set at `factor` of its size, or nil.
  private func scaled(_ factor: Double, width: Double?) -> TextLayout? {
    var s = style
    s.size = style.size * factor
    let scaledRuns = runs.map { r in
      var r = r
      r.size = r.size.map { $0 * factor }
      return r
    }
    return try? TextLayout.cached(
      text: content, style: s, runs: scaledRuns, maxWidth: width, library: library)
  }

  /// The height of the lines the text reserves (`lineLimit(2...4)`), or 0.
  private func reservedHeight(_ l: TextLayout) -> Double {
    guard reservedLines > 1 else { return 0 }
    return Double(reservedLines) * l.lineHeight + Double(reservedLines - 1) * style.lineSpacing
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    guard let l = layout(width: proposal.width ?? .infinity, height: proposal.height ?? .infinity) else {
      return .zero
    }
    // Whole pixels, as SwiftUI measures text; never past a proposal the text fits in.
    let width = l.size.width
    let height = max(l.size.height, reservedHeight(l))
    return Size(
      width: rounded(width, within: proposal.width), height: rounded(height, within: proposal.height))
  }

  /// `length` rounded up to whole pixels, but not past `limit` when the length is within it.
  private func rounded(_ length: Double, within limit: Double?) -> Double {
    let up = grid.ceil(length)
    guard let limit, limit.isFinite, length <= limit else { return up }
    return min(up, limit)
  }

  override func verticalGuide(_ alignment: VerticalAlignment, in size: Size) -> Double? {
    guard let l = layout(width: size.width, height: size.height + 1e-6) else { return nil }
    switch alignment {
    case .firstTextBaseline: return l.firstBaseline
    case .lastTextBaseline: return l.lastBaseline
    default: return nil
    }
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    // A frame rounded to the pixel grid may be up to a pixel smaller than the text measured: the
    // text keeps the lines it was measured with.
    let measured = size(for: proposal)
    let scale = PixelGrid.current.scale
    let pixel = scale > 0 ? 1 / scale : 0
    func length(_ drawn: Double, _ measured: Double, _ proposed: Double?) -> Double {
      drawn < measured && measured - drawn <= pixel + 1e-9 ? (proposed ?? .infinity) : drawn
    }
    guard
      let l = layout(
        width: length(rect.width, measured.width, proposal.width) + 1e-9,
        height: length(rect.height, measured.height, proposal.height) + 1e-6)
    else { return }
    var record = AccessibilityRecord(frame: rect)
    record.kind = .text
    record.label = content
    record.offeredSize = Size(width: proposal.width ?? .infinity, height: proposal.height ?? .infinity)
    items.recording(record) { drawLayout(l, in: rect, into: &$0) }
  }

  /// Draws the laid-out paragraph `l` in `rect`.
  private func drawLayout(_ l: TextLayout, in rect: Rect, into items: inout [DisplayItem]) {
    let origin = Point(x: rect.origin.x, y: rect.origin.y - baselineOffset)
    if let bar = redaction {
      // Placeholder bars: one rounded bar per line, the height of the letters.
      for line in l.lines where line.width > 0 {
        let h = l.fontSize * 0.75
        let r = Rect(
          x: origin.x + line.x, y: origin.y + line.baseline - h * 0.9, width: line.width, height: h)
        items.append(
          .fill(
            path: Path(roundedRect: r, radii: CornerRadii(all: h * 0.25)), paint: Paint(bar),
            fillRule: .nonZero))
      }
      return
    }
    if runs.isEmpty {
      items.append(.text(layout: l, origin: origin, color: color))
    } else {
      for k in runs.indices {
        let part = l.glyphs(ofRun: k)
        guard part.lines.contains(where: { !$0.glyphs.isEmpty }) else { continue }
        items.append(.text(layout: part, origin: origin, color: k < runColors.count ? runColors[k] : color))
      }
    }
    let thickness = max(1, l.fontSize / 17)
    func y(_ kind: Line.Kind, _ line: TextLayout.Line) -> Double {
      switch kind {
      case .underline: return line.baseline + l.fontSize * 0.1
      case .strikethrough: return line.baseline - l.fontSize * 0.3
      }
    }
    for d in decorations {
      for line in l.lines where line.width > 0 {
        let r = Rect(
          x: origin.x + line.x, y: origin.y + y(d.kind, line) - thickness / 2, width: line.width,
          height: thickness)
        items.append(.fill(path: Path(r), paint: Paint(d.color), fillRule: .nonZero))
      }
    }
    for (k, lines) in runDecorations.enumerated() {
      for d in lines {
        for (i, line) in l.lines.enumerated() where line.width > 0 {
          for e in l.extents(ofRun: k, onLine: i) {
            let r = Rect(
              x: origin.x + e.lowerBound, y: origin.y + y(d.kind, line) - thickness / 2,
              width: e.upperBound - e.lowerBound, height: thickness)
            items.append(.fill(path: Path(r), paint: Paint(d.color), fillRule: .nonZero))
          }
        }
      }
    }
  }
}
