import TesseraDisplayList
import TesseraGeometry
import TesseraRaster
import TesseraRenderer
import TesseraText

/// Audits a rendered view from its display list: truncated, clipped, overflowing and overlapping
/// text, small tap areas, low contrast, missing labels. Exact and deterministic: it reads the
/// layout (what was ellipsized, which frames meet) and the rendered pixels under each glyph, not
/// image heuristics.
public enum Auditor {
  /// Tolerance for geometric findings, in points: an overlap or a cut smaller than this is not
  /// reported (anti-aliasing and rounding, not a layout problem).
  public static let tolerance = 0.5

  /// Audits `list`.
  /// - Parameters:
  ///   - list: The display list of the render, with its accessibility records.
  ///   - image: The list rendered at `scale` on `background`, whose pixels the contrast is
  ///     measured on; nil to have the audit render it (once).
  ///   - scale: Pixels per point of the render. Default 2.
  ///   - background: The color the view is drawn on (a clear background is taken as white).
  ///   - options: What to check and the thresholds. Default ``AuditOptions/standard``.
  /// - Returns: Findings that count, those suppressed in code, and notes on what was not checked.
  public static func audit(
    _ list: DisplayList, image: Pixmap? = nil, scale: Double = 2, background: Color = .white,
    options: AuditOptions = .standard
  ) -> AuditResult {
    audit(AuditScene(list), list: list, image: image, scale: scale, background: background, options: options)
  }

  /// Audits `list` and makes its accessibility tree from one reading of the list: what a
  /// snapshot stores. Parameters as ``audit(_:image:scale:background:options:)``; `rightToLeft`
  /// as ``AccessibilityTree/init(_:rightToLeft:)``.
  public static func auditWithTree(
    _ list: DisplayList, image: Pixmap? = nil, scale: Double = 2, background: Color = .white,
    options: AuditOptions = .standard, rightToLeft: Bool = false
  ) -> (result: AuditResult, tree: AccessibilityTree) {
    let scene = AuditScene(list)
    return (
      audit(scene, list: list, image: image, scale: scale, background: background, options: options),
      AccessibilityTree(scene: scene, rightToLeft: rightToLeft)
    )
  }

  static func audit(
    _ scene: AuditScene, list: DisplayList, image: Pixmap?, scale: Double, background: Color,
    options: AuditOptions
  ) -> AuditResult {
    var run = AuditRun(scene: scene, options: options)
    run.checkText()
    run.checkControls()
    run.checkImages()
    if options.kinds.contains(.contrast) || options.kinds.contains(.nonTextContrast) {
      run.checkContrast(list: list, image: image, scale: scale, background: background)
    }
    return run.result()
  }
}

/// One audit in progress.
struct AuditRun {
  let scene: AuditScene
  let options: AuditOptions
  var found: [(finding: AuditFinding, node: Int?, also: Int?)] = []
  var notes: [String] = []

  init(scene: AuditScene, options: AuditOptions) {
    self.scene = scene
    self.options = options
    visibleTexts = scene.texts.indices.compactMap { i in
      let t = scene.texts[i]
      guard let record = scene.textRecord(of: t.node), t.color.opacity * t.opacity > 0 else { return nil }
      if let n = t.node, scene.nodes[n].inGraphic { return nil }
      return (i, t, record)
    }
    visibleControls = scene.nodes.indices.filter { k in
      let n = scene.nodes[k]
      guard n.record.isControl, !n.isHidden, n.frame.isValid else { return false }
      // A control inside another control is part of it (a button in a row).
      return scene.control(of: n.parent) == nil
    }
  }

  mutating func add(_ kind: AuditKind, _ node: Int?, _ frame: Rect, _ reason: String, also: Int? = nil) {
    guard options.kinds.contains(kind) else { return }
    found.append((AuditFinding(kind: kind, path: scene.path(node), frame: frame, reason: reason), node, also))
  }

  func result() -> AuditResult {
    var counted: [AuditFinding] = []
    var suppressed: [AuditFinding] = []
    var seen = Set<AuditFinding>()
    for (f, node, also) in found {
      var f = f
      if let why = scene.suppression(of: f.kind, for: node)
        ?? also.flatMap({ scene.suppression(of: f.kind, for: $0) })
      {
        f.suppressedBecause = why
      }
      guard seen.insert(f).inserted else { continue }
      if f.suppressedBecause == nil { counted.append(f) } else { suppressed.append(f) }
    }
    func order(_ a: AuditFinding, _ b: AuditFinding) -> Bool {
      if a.kind != b.kind { return a.kind < b.kind }
      if a.frame.minY != b.frame.minY { return a.frame.minY < b.frame.minY }
      if a.frame.minX != b.frame.minX { return a.frame.minX < b.frame.minX }
      return a.path < b.path
    }
    return AuditResult(
      findings: counted.sorted(by: order), suppressed: suppressed.sorted(by: order), notes: notes)
  }

  // MARK: - Text

  /// The texts that are read and seen: real text (not glyph icons), not transparent. Made once.
  let visibleTexts: [(index: Int, item: AuditScene.TextItem, record: Int?)]
  /// Controls that are shown and have a size, not inside another control. Made once.
  let visibleControls: [Int]

  mutating func checkText() {
    let bounds = Rect(origin: .zero, size: scene.size)
    let texts = visibleTexts
    var recordsDone = Set<Int>()
    var clipped = Set<Int>()
    for (_, t, record) in texts {
      guard let ink = t.inkRect else { continue }
      let label = record.flatMap { scene.nodes[$0].record.label } ?? ""
      let quoted = String(label.prefix(60)).debugDescription
      // Truncation: once per text view (its runs are drawn as several items).
      if t.layout.isTruncated, let r = record, !recordsDone.contains(r) {
        let total = label.unicodeScalars.count
        // The ellipsis stands after the last cluster shown.
        let last = t.layout.lines.flatMap { $0.glyphs.map(\.cluster) }.max() ?? -1
        let shown = max(0, last + 1)
        let lines = t.layout.lines.count == 1 ? "1 line" : "\(t.layout.lines.count) lines"
        add(
          .truncation, r, ink,
          "\(quoted) is cut short: \(min(shown, total)) of \(total) characters shown on \(lines), \(scene.nodes[r].record.frame.size.sizeDescription) available"
        )
      }
      // Clipping: partly visible only.
      var visible: Rect? = ink.intersection(bounds)
      if let c = t.clip { visible = visible.flatMap { $0.intersection(c) } }
      if let v = visible {
        let cutX = ink.width - v.width
        let cutY = ink.height - v.height
        if cutX > Auditor.tolerance || cutY > Auditor.tolerance {
          let byClip =
            t.clip.map { c in !(c.insetBy(dx: -Auditor.tolerance, dy: -Auditor.tolerance).contains(ink)) }
            ?? false
          let viewport = scene.chain(record).last { scene.nodes[$0].record.kind == .scrollView }
          let by =
            !byClip
            ? "the image edge"
            : viewport.map {
              "the scroll viewport at \(scene.nodes[$0].frame.auditDescription) (scrolled partly out of view)"
            }
              ?? "a container's clip at \(t.clip?.auditDescription ?? "")"
          var cut: [String] = []
          if cutX > Auditor.tolerance { cut.append("\(cutX.points) of its width") }
          if cutY > Auditor.tolerance { cut.append("\(cutY.points) of its height") }
          add(
            .clipping, record, ink, "\(quoted) is clipped by \(by): \(cut.joined(separator: " and ")) cut off"
          )
          // Cut off, it no longer draws outside: the clipping says it all.
          if byClip, let r = record { clipped.insert(r) }
        }
      }
      // Overflow: larger than its frame, or out of its control.
      if let r = record, !recordsDone.contains(r) {
        let frame = scene.nodes[r].frame
        let need = t.layout.size
        let given = scene.nodes[r].record.frame.size
        var room = scene.nodes[r].record.offeredSize ?? given
        room = Size(width: min(room.width, max(given.width, need.width)), height: room.height)
        // One line is never cut to a shorter height (SwiftUI draws it whole); more lines than
        // the height holds, or a line wider than the width, draw outside.
        let tooTall = t.layout.lines.count > 1 && need.height - room.height > Auditor.tolerance
        if !clipped.contains(r), need.width - room.width > Auditor.tolerance || tooTall {
          add(
            .overflow, r, frame,
            "\(quoted) needs \(need.sizeDescription) but was offered \(room.sizeDescription): it draws outside its container"
          )
        }
        if let c = scene.control(of: r), c != r {
          let cf = scene.nodes[c].frame.insetBy(dx: -Auditor.tolerance, dy: -Auditor.tolerance)
          if scene.nodes[c].frame.area > 0, !cf.contains(ink) {
            add(
              .overflow, r, ink,
              "\(quoted) sticks out of its \(scene.nodes[c].record.kind?.name ?? "control") at \(scene.nodes[c].frame.auditDescription)"
            )
          }
        }
      }
      if let r = record { recordsDone.insert(r) }
    }
    checkTextOverlaps(texts)
  }

  /// The tab bar item `node` is drawn in, if any.
  func inBar(_ node: Int) -> Int? {
    var n: Int? = node
    while let k = n {
      if scene.nodes[k].record.kind == .tab { return k }
      n = scene.nodes[k].parent
    }
    return nil
  }

  mutating func checkTextOverlaps(_ texts: [(index: Int, item: AuditScene.TextItem, record: Int?)]) {
    // Text over text: pairs of lines of different text views.
    let lines = texts.flatMap { t in t.item.lineRects.map { (rect: $0, record: t.record, index: t.index) } }
      .sorted { $0.rect.minY < $1.rect.minY }
    var reported = Set<[Int]>()
    for i in lines.indices {
      var j = i + 1
      while j < lines.count, lines[j].rect.minY < lines[i].rect.maxY {
        defer { j += 1 }
        guard let a = lines[i].record, let b = lines[j].record, a != b else { continue }
        // A bar's items over the content scrolled under the bar: how iOS draws it.
        guard inBar(a) == inBar(b) else { continue }
        guard let o = lines[i].rect.intersection(lines[j].rect), o.width > Auditor.tolerance,
          o.height > Auditor.tolerance
        else { continue }
        let pair = [min(a, b), max(a, b)]
        guard reported.insert(pair).inserted else { continue }
        let later = max(a, b)
        let other = min(a, b)
        add(
          .overlap, later, o,
          "drawn over \(scene.nodes[other].record.pathComponent ?? "text") at \(scene.nodes[other].frame.auditDescription)",
          also: other)
      }
    }
    // Text over a control it is not part of.
    let controls = visibleControls
    for t in texts {
      guard let r = t.record else { continue }
      let rects = t.item.lineRects
      guard let ink = rects.dropFirst().reduce(rects.first, { $0?.union($1) }) else { continue }
      // Content scrolled under the tab bar is how iOS draws it (the bar's material over it).
      for c in controls
      where scene.nodes[c].frame.intersection(ink) != nil && !scene.isInside(r, c) && !scene.isInside(c, r)
        && scene.nodes[c].record.kind != .tab
      {
        let cf = scene.nodes[c].frame
        for line in rects {
          guard let o = line.intersection(cf), o.width > Auditor.tolerance, o.height > Auditor.tolerance
          else { continue }
          guard reported.insert([r, c]).inserted else { break }
          add(
            .overlap, r, o,
            "drawn over \(scene.nodes[c].record.pathComponent ?? "a control"), which it is not part of",
            also: c)
          break
        }
      }
    }
  }

  // MARK: - Controls

  mutating func checkControls() {
    let controls = visibleControls
    let min = options.minimumTouchTarget
    for c in controls {
      let f =
        scene.nodes[c].record.tapArea.map { $0.mapped(by: scene.nodes[c].transform) } ?? scene.nodes[c].frame
      if let clip = scene.nodes[c].clip, f.intersection(clip) == nil { continue }
      if f.width < min.width || f.height < min.height {
        add(
          .touchTarget, c, f,
          "tap area \(f.size.sizeDescription) is under \(min.sizeDescription)")
      }
    }
    for i in controls.indices {
      for j in controls.indices where j > i {
        let a = controls[i]
        let b = controls[j]
        guard let o = scene.nodes[a].frame.intersection(scene.nodes[b].frame), o.width > Auditor.tolerance,
          o.height > Auditor.tolerance
        else { continue }
        add(
          .overlap, b, o,
          "overlaps \(scene.nodes[a].record.pathComponent ?? "a control") at \(scene.nodes[a].frame.auditDescription)",
          also: a)
      }
    }
    // Controls nobody can name: no label of their own, no text inside.
    for c in controls where (scene.nodes[c].record.label ?? "").isEmpty {
      // Texts drawn inside name it (a tab item's title).
      let inside = (c + 1)..<scene.nodes[c].end
      let named = inside.contains { k in
        scene.nodes[k].record.kind == .text && !(scene.nodes[k].record.label ?? "").isEmpty
      }
      if named { continue }
      let images = inside.filter { k in scene.nodes[k].record.kind == .image }
      let image = images.first.map { scene.nodes[$0].record }
      let kind = scene.nodes[c].record.kind?.name ?? "control"
      let reads =
        image.flatMap { i in
          i.imageName.map {
            i.isSymbol
              ? "VoiceOver reads the image name \($0.debugDescription) or the symbol's own word for it, not what the \(kind) does"
              : "VoiceOver reads the image name \($0.debugDescription)"
          }
        } ?? "VoiceOver reads nothing"
      add(
        .missingLabel, c, scene.nodes[c].frame,
        "\(kind) has no accessibility label (\(reads)); add .accessibilityLabel or a text label")
    }
  }

  // MARK: - Images

  mutating func checkImages() {
    for k in scene.nodes.indices {
      let n = scene.nodes[k]
      guard n.record.kind == .image, !n.isHidden, (n.record.label ?? "").isEmpty, n.frame.area > 0 else {
        continue
      }
      // Something around it speaks for it: a control (reported above when it has no label) or an
      // element with a label.
      if scene.chain(n.parent).contains(where: { j in
        scene.nodes[j].record.isControl || !(scene.nodes[j].record.label ?? "").isEmpty
          || scene.nodes[j].record.children == .combine || scene.nodes[j].record.children == .ignore
      }) {
        continue
      }
      let name = n.record.imageName.map { "\"\($0)\"" } ?? "of pixels"
      // Content drawn over it: a background, decoration.
      let over = (n.end..<scene.nodes.count).filter { j in
        !scene.nodes[j].isHidden
          && (scene.nodes[j].record.kind == .text || scene.nodes[j].record.isControl)
          && (scene.nodes[j].frame.intersection(n.frame)?.area ?? 0) > scene.nodes[j].frame.area / 2
      }
      if !over.isEmpty {
        add(
          .decorativeImage, k, n.frame,
          "image \(name) lies behind \(over.count == 1 ? "1 element" : "\(over.count) elements") yet VoiceOver reads it; use Image(decorative:) or .accessibilityHidden(true)"
        )
      } else {
        let reads =
          n.record.isSymbol
          ? "VoiceOver reads the symbol's name or its own word for it: label what it means here, or hide it if it is decoration"
          : "VoiceOver reads \(n.record.imageName == nil ? "nothing" : "its file name")"
        add(
          .missingLabel, k, n.frame,
          "\(n.record.isSymbol ? "symbol" : "image") \(name) has no accessibility label; \(reads)"
        )
      }
    }
  }

  // MARK: - Contrast

  mutating func checkContrast(list: DisplayList, image: Pixmap?, scale: Double, background: Color) {
    // Text of a disabled control has no contrast requirement (WCAG 1.4.3, inactive components).
    let texts = visibleTexts.filter { t in !(t.item.node.map { scene.nodes[$0].inDisabled } ?? false) }
    let strokes = scene.strokes.filter { s in
      guard s.color.opacity * s.opacity > 0, let c = scene.control(of: s.node) else { return false }
      // A border goes around the control (a stroked icon inside it is not one).
      let f = scene.nodes[c].frame
      guard s.bounds.width >= f.width * 0.8, s.bounds.height >= f.height * 0.8 else { return false }
      return scene.nodes[c].record.isEnabled != false && !scene.nodes[c].isHidden
    }
    guard !texts.isEmpty || !strokes.isEmpty else { return }
    let s = scale.isFinite && scale > 0 ? scale : 1
    let pixels: Pixmap
    if let image {
      pixels = image
    } else {
      do {
        pixels = try DisplayListRenderer.render(list, scale: s, background: background)
      } catch {
        notes.append("contrast not checked: the view could not be drawn (\(error))")
        return
      }
    }
    let white = RGB(r: 255, g: 255, b: 255)
    let page = background.opacity > 0 ? RGB(background, opacity: 1, over: white) : white
    let sampler = PixelSampler(pixmap: pixels, scale: s, page: page)
    if options.kinds.contains(.contrast) {
      var done = Set<Int>()
      for (_, t, record) in texts {
        var worst: (ratio: Double, fg: RGB, bg: RGB)? = nil
        let ink = RGB(r: t.color.red * 255, g: t.color.green * 255, b: t.color.blue * 255)
        for box in t.glyphBoxes {
          guard let bg = sampler.background(in: box, awayFrom: ink) else { continue }
          let fg = RGB(t.color, opacity: t.opacity, over: bg)
          let ratio = Contrast.ratio(fg.luminance, bg.luminance)
          if ratio < (worst?.ratio ?? .infinity) { worst = (ratio, fg, bg) }
        }
        guard let w = worst else { continue }
        let bold = t.layout.faces.first.map { $0.weight >= .bold } ?? false
        let size = t.layout.fontSize
        let minimum = options.minimumContrast(fontSize: size, bold: bold)
        guard w.ratio < minimum, let r = record, done.insert(r).inserted else { continue }
        let label = String((scene.nodes[r].record.label ?? "").prefix(60)).debugDescription
        let level = options.contrastLevel == .aa ? "AA" : "AAA"
        add(
          .contrast, r, t.inkRect ?? scene.nodes[r].frame,
          "\(label): contrast \(Contrast.describe(w.ratio)) (\(w.fg) on \(w.bg)) is under \(Contrast.describe(minimum)) (WCAG 2.2 \(level), \(size.points)\(bold ? " bold" : "") text)"
        )
      }
    }
    if options.kinds.contains(.nonTextContrast) {
      var done = Set<Int>()
      for stroke in strokes {
        guard let c = scene.control(of: stroke.node), !done.contains(c) else { continue }
        let f = scene.nodes[c].frame
        let ring = [
          Rect(x: f.minX - 3, y: f.minY - 3, width: f.width + 6, height: 2),
          Rect(x: f.minX - 3, y: f.maxY + 1, width: f.width + 6, height: 2),
          Rect(x: f.minX - 3, y: f.minY, width: 2, height: f.height),
          Rect(x: f.maxX + 1, y: f.minY, width: 2, height: f.height),
        ]
        guard let bg = sampler.mean(in: ring) else { continue }
        let fg = RGB(stroke.color, opacity: stroke.opacity, over: bg)
        let ratio = Contrast.ratio(fg.luminance, bg.luminance)
        guard ratio < options.minimumNonTextContrast else { continue }
        // A control whose fill stands out from what surrounds it is identified by its fill; its
        // border then carries no required information (WCAG 1.4.11).
        // The fill just inside the border, away from the label.
        let a = f.insetBy(dx: min(3, f.width / 4), dy: min(3, f.height / 4))
        let inner = [
          Rect(x: a.minX, y: a.minY, width: a.width, height: 1.5),
          Rect(x: a.minX, y: a.maxY - 1.5, width: a.width, height: 1.5),
        ]
        if let fill = sampler.mean(in: inner),
          Contrast.ratio(fill.luminance, bg.luminance) >= options.minimumNonTextContrast
        {
          continue
        }
        done.insert(c)
        add(
          .nonTextContrast, c, stroke.bounds,
          "border contrast \(Contrast.describe(ratio)) (\(fg) on \(bg)) is under \(Contrast.describe(options.minimumNonTextContrast)) (WCAG 2.2 1.4.11)"
        )
      }
    }
  }
}

/// Reads mean colors of regions of a pixmap, composited over the page color.
struct PixelSampler {
  let pixmap: Pixmap
  let scale: Double
  let page: RGB

  /// The mean color of the pixels whose centers lie in the rectangles (in points); nil when
  /// none is inside the image.
  func mean(in rects: [Rect]) -> RGB? {
    var sr = 0.0
    var sg = 0.0
    var sb = 0.0
    var n = 0
    for rect in rects {
      let x0 = max(0, Int((rect.minX * scale).rounded()))
      let y0 = max(0, Int((rect.minY * scale).rounded()))
      let x1 = min(pixmap.width, Int((rect.maxX * scale).rounded()))
      let y1 = min(pixmap.height, Int((rect.maxY * scale).rounded()))
      guard x1 > x0, y1 > y0 else { continue }
      pixmap.pixels.withUnsafeBufferPointer { px in
        for y in y0..<y1 {
          let row = y * pixmap.width
          for x in x0..<x1 {
            let c = PremultipliedColor(packed: px[row + x])
            let a = 255 - Double(c.a)
            sr += Double(c.r) + page.r * a / 255
            sg += Double(c.g) + page.g * a / 255
            sb += Double(c.b) + page.b * a / 255
            n += 1
          }
        }
      }
    }
    guard n > 0 else { return nil }
    return RGB(r: sr / Double(n), g: sg / Double(n), b: sb / Double(n))
  }

  func mean(in rect: Rect) -> RGB? { mean(in: [rect]) }

  /// The color under a glyph: in the glyph's box, the pixels farthest from the text's color
  /// (within 24 levels of the farthest, summed over the channels) are the background between and
  /// around the strokes; their mean. Every other pixel of each row and column is read at 2x and
  /// more. Nil when less than half of the box is inside the image.
  func background(in rect: Rect, awayFrom ink: RGB) -> RGB? {
    let x0 = max(0, Int((rect.minX * scale).rounded()))
    let y0 = max(0, Int((rect.minY * scale).rounded()))
    let x1 = min(pixmap.width, Int((rect.maxX * scale).rounded()))
    let y1 = min(pixmap.height, Int((rect.maxY * scale).rounded()))
    guard x1 > x0, y1 > y0 else { return nil }
    // A glyph mostly outside the image is not seen: nothing to measure.
    let whole = rect.width * rect.height * scale * scale
    guard Double((x1 - x0) * (y1 - y0)) * 2 >= whole else { return nil }
    let step = scale >= 2 ? 2 : 1
    let ir = Int(ink.r.rounded())
    let ig = Int(ink.g.rounded())
    let ib = Int(ink.b.rounded())
    let pr = Int(page.r.rounded())
    let pg = Int(page.g.rounded())
    let pb = Int(page.b.rounded())
    return pixmap.pixels.withUnsafeBufferPointer { px -> RGB? in
      @inline(__always) func color(_ p: UInt32) -> (Int, Int, Int) {
        let c = PremultipliedColor(packed: p)
        let t = 255 - Int(c.a)
        return (Int(c.r) + pr * t / 255, Int(c.g) + pg * t / 255, Int(c.b) + pb * t / 255)
      }
      var far = -1
      var y = y0
      while y < y1 {
        var x = x0
        while x < x1 {
          let (r, g, b) = color(px[y * pixmap.width + x])
          far = max(far, abs(r - ir) + abs(g - ig) + abs(b - ib))
          x += step
        }
        y += step
      }
      var sr = 0
      var sg = 0
      var sb = 0
      var n = 0
      y = y0
      while y < y1 {
        var x = x0
        while x < x1 {
          let (r, g, b) = color(px[y * pixmap.width + x])
          if abs(r - ir) + abs(g - ig) + abs(b - ib) >= far - 24 {
            sr += r
            sg += g
            sb += b
            n += 1
          }
          x += step
        }
        y += step
      }
      guard n > 0 else { return nil }
      return RGB(r: Double(sr) / Double(n), g: Double(sg) / Double(n), b: Double(sb) / Double(n))
    }
  }
}

extension AuditScene.TextItem {
  /// One box per glyph, in image coordinates: from the glyph's pen position to the next glyph's
  /// (or the line's end), from about the cap height to the descender.
  var glyphBoxes: [Rect] {
    var out: [Rect] = []
    for line in layout.lines {
      let gs = line.glyphs
      for (i, g) in gs.enumerated() {
        let end = i + 1 < gs.count ? gs[i + 1].x : line.x + line.width
        guard end > g.x else { continue }
        let size = layout.size(of: g)
        let r = Rect(
          x: origin.x + g.x, y: origin.y + g.y - size * 0.74, width: end - g.x, height: size * 0.96)
        out.append(r.mapped(by: transform))
      }
    }
    return out
  }
}

extension Double {
  /// `12 pt`, `12.5 pt`.
  var points: String {
    let r = (self * 10).rounded() / 10
    return (r == r.rounded() ? String(Int(r)) : String(r)) + " pt"
  }
}

extension Size {
  /// `120 x 32 pt`.
  var sizeDescription: String {
    func n(_ v: Double) -> String {
      let r = (v * 10).rounded() / 10
      return r == r.rounded() ? String(Int(r)) : String(r)
    }
    return "\(n(width)) x \(n(height)) pt"
  }
}

extension Rect {
  /// Whether `other` lies inside (edges included).
  func contains(_ other: Rect) -> Bool {
    other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
  }
}
