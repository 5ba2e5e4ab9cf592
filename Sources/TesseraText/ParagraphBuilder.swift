import TesseraGeometry

/// Itemizes, shapes and measures a paragraph once; ``layout(maxWidth:)`` then breaks it into
/// lines for any width.
///
/// Line breaking follows UAX #14 (ICU's default rules: spaces hang past the line end, hyphens,
/// CJK punctuation, dictionary breaking for Thai, Lao, Khmer and Burmese); a line must end at a
/// newline (`\n`, `\r\n`, `\r`, U+2028, U+2029). Bidi levels follow UAX #9 (GNU FriBidi). Lines are
/// filled greedily; a word longer than the line is broken between grapheme clusters (UAX #29).
/// Shaping happens once for the whole paragraph (kerning across a line break is kept, not
/// reshaped).
struct ParagraphBuilder {
  enum Break { case none, allowed, mandatory }
  enum Piece {
    case text(Range<Int>)
    case ellipsis
  }

  let scalars: [Unicode.Scalar]
  let style: TextStyle
  let faces: [FontFace]
  let runs: [ShapedRun]
  let levels: [UInt8]
  /// Width contributed by each scalar (its cluster's advances, on the cluster's first scalar).
  let advance: [Double]
  /// Prefix sums of `advance`: `prefix[i]` is the width of scalars `0..<i`.
  let prefix: [Double]
  /// Whether a line may be cut before the scalar (a cluster boundary).
  let clusterStart: [Bool]
  let breaks: [Break]
  let missing: [Unicode.Scalar]
  let ellipsis: ShapedRun?
  let ellipsisWidth: Double
  let ascent: Double
  let descent: Double
  let naturalLineHeight: Double
  /// Each style run's size, in points.
  let runSizes: [Double]
  /// Each style run's ascent, descent and natural line height at its size (its primary face's).
  let runMetrics: [(ascent: Double, descent: Double, lineHeight: Double)]
  /// The style run of each scalar.
  let runOf: [Int]
  /// The paragraph's bidi level: 0 left-to-right, 1 right-to-left (the first paragraph's, for
  /// text with several).
  let paragraphLevel: UInt8
  /// Each style run's own face (the first of its fallback chain), by index into ``faces``.
  let runFace: [Int]

  /// - Parameter textRuns: The faces of successive stretches of the text; empty for one face
  ///   (the style's). Scalars past the last run take the last run's face.
  init(text: String, style: TextStyle, runs textRuns: [TextRun] = [], library: FontLibrary) throws {
    let scalars = Array(text.unicodeScalars)
    let n = scalars.count
    let styleRuns =
      textRuns.isEmpty
      ? [
        TextRun(
          length: n, family: style.family, weight: style.weight, italic: style.italic,
          features: style.features)
      ]
      : textRuns
    // Each run's fallback chain, as indices into one list of faces (the first run's face first).
    var faces: [FontFace] = []
    var chains: [[Int]] = []
    for r in styleRuns {
      let primary = try library.face(family: r.family, weight: r.weight, italic: r.italic)
      chains.append(
        library.fallbackChain(for: primary, locale: style.locale).map { f in
          if let k = faces.firstIndex(of: f) { return k }
          faces.append(f)
          return faces.count - 1
        })
    }
    let runSizes = styleRuns.map { r in r.size.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? style.size }
    var runOf = [Int](repeating: styleRuns.count - 1, count: n)
    var start = 0
    for (k, r) in styleRuns.enumerated() where start < n {
      let end = min(n, start + max(0, r.length))
      for i in start..<end { runOf[i] = k }
      start = end
    }
    var faceOf = [Int](repeating: 0, count: n)
    var missing: [Unicode.Scalar] = []
    for i in 0..<n {
      let s = scalars[i]
      let chain = chains[runOf[i]]
      if CharacterClass.isMandatoryBreak(s) || CharacterClass.isInvisible(s) || CharacterClass.isMark(s) {
        faceOf[i] = i > 0 && runOf[i - 1] == runOf[i] ? faceOf[i - 1] : chain[0]
        if CharacterClass.isMark(s), i > 0, !faces[faceOf[i]].covers(s) {
          // A mark its base's face lacks: take it from any face that has it.
          faceOf[i] = faces.firstIndex { $0.covers(s) } ?? faceOf[i]
        }
        continue
      }
      if let k = chain.first(where: { faces[$0].covers(s) }) {
        faceOf[i] = k
      } else {
        faceOf[i] = chain[0]
        if !CharacterClass.isSpace(s) { missing.append(s) }
      }
    }
    let utf16 = UnicodeAlgorithms.UTF16Text(scalars)
    // An emoji sequence (a family, a flag, a keycap, a skin tone, anything with VS16) is drawn
    // whole from the color emoji font, so the font's ligatures join it, even where a text font
    // has its first character (the 1 of 1️⃣).
    let graphemeStart = UnicodeAlgorithms.graphemeStarts(utf16)
    var clusterBegin = 0
    for k in stride(from: 1, through: n, by: 1) where k == n || graphemeStart[k] {
      defer { clusterBegin = k }
      guard clusterBegin < k, Self.isEmojiSequence(scalars[clusterBegin..<k]) else { continue }
      let chain = chains[runOf[clusterBegin]]
      if let emoji = chain.first(where: {
        faces[$0].hasColorBitmaps && faces[$0].covers(scalars[clusterBegin])
      }) {
        for m in clusterBegin..<k { faceOf[m] = emoji }
        let cluster = scalars[clusterBegin..<k]
        missing.removeAll { cluster.contains($0) }
      }
    }
    // The paragraph's base direction: from its first strong letter unless the style fixes it.
    let base: UnicodeAlgorithms.Direction
    switch style.writingDirection {
    case .leftToRight: base = .leftToRight
    case .rightToLeft: base = .rightToLeft
    case .natural:
      base = style.direction == .rightToLeft ? .firstStrongElseRightToLeft : .firstStrongElseLeftToRight
    }
    guard let bidi = UnicodeAlgorithms.bidiLevels(utf16, direction: base) else {
      throw FontError.textAnalysisFailed(characters: n)
    }
    let paragraphLevel = bidi.paragraphLevel
    let levels = bidi.levels
    let codes = scalars.map(\.value)
    var runs: [ShapedRun] = []
    var i = 0
    while i < n {
      if CharacterClass.isMandatoryBreak(scalars[i]) {
        i += 1
        continue
      }
      var j = i + 1
      while j < n && faceOf[j] == faceOf[i] && levels[j] == levels[i] && runOf[j] == runOf[i]
        && !CharacterClass.isMandatoryBreak(scalars[j])
      {
        j += 1
      }
      let face = faces[faceOf[i]]
      let textSize = runSizes[runOf[i]]
      var run = ShapedRun.shape(
        codes, range: i..<j, level: levels[i], face: face, faceIndex: faceOf[i],
        size: face.hasColorBitmaps ? EmojiMetrics.faceSize(forTextSize: textSize) : textSize,
        features: styleRuns[runOf[i]].features)
      run.styleRun = runOf[i]
      if style.tracking != 0 && style.tracking.isFinite {
        for g in run.glyphs.indices where g == 0 || run.clusters[g] != run.clusters[g - 1] {
          run.advances[g] += style.tracking
        }
      }
      runs.append(run)
      i = j
    }
    var advance = [Double](repeating: 0, count: n)
    var clusterStart = [Bool](repeating: false, count: n + 1)
    clusterStart[n] = true
    for run in runs {
      for g in run.glyphs.indices {
        let c = run.clusters[g]
        guard c >= 0 && c < n else { continue }
        advance[c] += run.advances[g]
        clusterStart[c] = true
      }
    }
    for k in 0..<n where CharacterClass.isMandatoryBreak(scalars[k]) { clusterStart[k] = true }
    // A cut (truncation, a word longer than the line) also needs a grapheme boundary: never inside
    // an emoji sequence, a flag or a base and its marks, even where the font shapes them apart.
    for k in 0..<n where !graphemeStart[k] { clusterStart[k] = false }
    var prefix = [Double](repeating: 0, count: n + 1)
    for k in 0..<n { prefix[k + 1] = prefix[k] + advance[k] }

    // UAX #14 through ICU; a newline always ends a line (\r\n once, after the \n).
    var breaks = UnicodeAlgorithms.lineBreaks(utf16)
    for k in 0..<n where CharacterClass.isMandatoryBreak(scalars[k]) {
      let crlf = scalars[k].value == 0x0D && k + 1 < n && scalars[k + 1].value == 0x0A
      breaks[k] = crlf ? .none : .mandatory
    }
    // The ellipsis, from the first face that has it.
    var ellipsis: ShapedRun? = nil
    let ell: Unicode.Scalar = "\u{2026}"
    if let k = faces.firstIndex(where: { $0.covers(ell) }) {
      var run = ShapedRun.shape(
        [ell.value], range: 0..<1, level: paragraphLevel, face: faces[k],
        faceIndex: k,
        size: runSizes[runSizes.count - 1], features: style.features)
      // Drawn in the style of the last run.
      run.styleRun = styleRuns.count - 1
      ellipsis = run
    }
    let face = faces[0]
    self.scalars = scalars
    self.style = style
    self.faces = faces
    self.runs = runs
    self.levels = levels
    self.advance = advance
    self.prefix = prefix
    self.clusterStart = clusterStart
    self.breaks = breaks
    self.missing = missing
    self.ellipsis = ellipsis
    self.ellipsisWidth = ellipsis?.advances.reduce(0, +) ?? 0
    self.ascent = face.ascender * style.size
    self.descent = face.descender * style.size
    self.naturalLineHeight = (face.ascender + face.descender + face.lineGap) * style.size
    self.runSizes = runSizes
    self.runMetrics = chains.indices.map { k in
      let f = faces[chains[k][0]]
      let size = runSizes[k]
      return (f.ascender * size, f.descender * size, (f.ascender + f.descender + f.lineGap) * size)
    }
    self.runOf = runOf
    self.paragraphLevel = paragraphLevel
    self.runFace = chains.map { $0.first ?? 0 }
  }

  func width(_ r: Range<Int>) -> Double { prefix[r.upperBound] - prefix[r.lowerBound] }

  /// `end` moved back over trailing spaces and breaks.
  func trimmedEnd(_ start: Int, _ end: Int) -> Int {
    var e = end
    while e > start
      && (CharacterClass.isSpace(scalars[e - 1]) || CharacterClass.isMandatoryBreak(scalars[e - 1]))
    {
      e -= 1
    }
    return e
  }

  /// Greedy line breaking: the scalar ranges of the lines (each including its trailing spaces and
  /// break), and whether each ended at a mandatory break.
  func breakLines(maxWidth: Double?) -> [(range: Range<Int>, mandatory: Bool)] {
    let n = scalars.count
    var lines: [(Range<Int>, Bool)] = []
    var start = 0
    while start < n {
      var lastOpportunity: Int? = nil
      var i = start
      var end = n
      var mandatory = false
      while i < n {
        let s = scalars[i]
        if breaks[i] == .mandatory {
          end = i + 1
          mandatory = true
          break
        }
        if let w = maxWidth, !CharacterClass.isSpace(s), !CharacterClass.isMandatoryBreak(s),
          prefix[i + 1] - prefix[start] > w + 1e-9
        {
          if let p = lastOpportunity {
            end = p
            break
          }
          // Emergency break inside the word: before this cluster, keeping at least one.
          if i > start {
            var cut = i
            while cut > start && !clusterStart[cut] { cut -= 1 }
            if cut > start {
              end = cut
              break
            }
          }
        }
        if breaks[i] == .allowed { lastOpportunity = i + 1 }
        i += 1
      }
      if i >= n && !mandatory { end = n }
      lines.append((start..<end, mandatory))
      start = end
    }
    if lines.isEmpty || lines[lines.count - 1].1 {
      lines.append((n..<n, false))
    }
    return lines
  }

  /// The pieces of a truncated last line holding scalars `r` in at most `w` points.
  func truncate(_ r: Range<Int>, width w: Double?) -> [Piece] {
    var rest = r
    if style.truncation == .tail, let firstBreak = rest.firstIndex(where: { breaks[$0] == .mandatory }) {
      rest = rest.lowerBound..<firstBreak
    }
    guard let w else { return [.text(rest), .ellipsis] }
    let available = w - ellipsisWidth
    guard available > 0 else { return [.ellipsis] }
    switch style.truncation {
    case .tail:
      var p = rest.lowerBound
      var k = p
      while k < rest.upperBound {
        k += 1
        while k < rest.upperBound && !clusterStart[k] { k += 1 }
        if width(rest.lowerBound..<trimmedEnd(rest.lowerBound, k)) <= available { p = k } else { break }
      }
      return [.text(rest.lowerBound..<trimmedEnd(rest.lowerBound, p)), .ellipsis]
    case .head:
      var q = rest.upperBound
      var k = q
      while k > rest.lowerBound {
        k -= 1
        while k > rest.lowerBound && !clusterStart[k] { k -= 1 }
        if width(k..<rest.upperBound) <= available { q = k } else { break }
      }
      while q < rest.upperBound && CharacterClass.isSpace(scalars[q]) { q += 1 }
      return [.ellipsis, .text(q..<rest.upperBound)]
    case .middle:
      var p = rest.lowerBound
      var q = rest.upperBound
      var used = 0.0
      var grew = true
      var leftTurn = true
      while grew && p < q {
        grew = false
        for side in leftTurn ? [true, false] : [false, true] {
          if side {
            var k = p + 1
            while k < q && !clusterStart[k] { k += 1 }
            let add = width(p..<k)
            if k <= q && used + add <= available {
              used += add
              p = k
              grew = true
              break
            }
          } else {
            var k = q - 1
            while k > p && !clusterStart[k] { k -= 1 }
            let add = width(k..<q)
            if k >= p && used + add <= available {
              used += add
              q = k
              grew = true
              break
            }
          }
        }
        leftTurn.toggle()
      }
      return [.text(rest.lowerBound..<trimmedEnd(rest.lowerBound, p)), .ellipsis, .text(q..<rest.upperBound)]
    }
  }

  func layout(maxWidth: Double?) -> TextLayout {
    var broken = breakLines(maxWidth: maxWidth)
    var truncatedPieces: [Piece]? = nil
    var isTruncated = false
    if let limit = style.lineLimit.map({ max(1, $0) }), broken.count > limit {
      let last = broken[limit - 1].range.lowerBound..<scalars.count
      let hasMore = broken.count > limit && !(broken.count == limit + 1 && broken[limit].range.isEmpty)
      broken = Array(broken.prefix(limit))
      if hasMore {
        truncatedPieces = truncate(last, width: maxWidth)
        isTruncated = true
        broken[limit - 1] = (last, false)
      }
    }
    // Widths, for alignment.
    var widths: [Double] = []
    var piecesPerLine: [[Piece]] = []
    for (i, line) in broken.enumerated() {
      let pieces: [Piece]
      if i == broken.count - 1, let t = truncatedPieces {
        pieces = t
      } else {
        pieces = [.text(line.range.lowerBound..<trimmedEnd(line.range.lowerBound, line.range.upperBound))]
      }
      piecesPerLine.append(pieces)
      widths.append(
        pieces.reduce(0) { sum, p in
          switch p {
          case .text(let r): return sum + width(r)
          case .ellipsis: return sum + ellipsisWidth
          }
        })
    }
    let layoutWidth = widths.max() ?? 0
    let fixedHeight = style.lineHeight.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    let spacing = style.lineSpacing.isFinite ? style.lineSpacing : 0
    let rtl = style.direction == .rightToLeft
    let oneSize = runSizes.allSatisfy { $0 == style.size }
    var lines: [TextLayout.Line] = []
    var heights: [Double] = []
    var top = 0.0
    for (i, line) in broken.enumerated() {
      // A line is as tall as the tallest run on it (the paragraph's first face when the runs share
      // one size, as before runs could differ in size).
      var lineAscent = ascent
      var lineDescent = descent
      var natural = naturalLineHeight
      if !oneSize {
        var present = Set(line.range.map { runOf[$0] })
        if present.isEmpty, line.range.lowerBound < runOf.count { present = [runOf[line.range.lowerBound]] }
        if present.isEmpty { present = [runSizes.count - 1] }
        lineAscent = present.map { runMetrics[$0].ascent }.max() ?? ascent
        lineDescent = present.map { runMetrics[$0].descent }.max() ?? descent
        natural = present.map { runMetrics[$0].lineHeight }.max() ?? naturalLineHeight
      }
      // Fallback faces actually used on the line raise it to their own ascent and descent (half
      // their line gap above and below), as browsers and Core Text do: a Thai, Arabic or emoji
      // glyph never pokes out of its line. A line of the paragraph's own faces keeps the figures
      // above, bit for bit.
      let halfGap = (natural - lineAscent - lineDescent) / 2
      var raisedAscent = lineAscent + halfGap
      var raisedDescent = lineDescent + halfGap
      var raised = false
      for r in runs
      where r.range.overlaps(line.range) && r.styleRun < runFace.count && runFace[r.styleRun] != r.faceIndex {
        let f = faces[r.faceIndex]
        let textSize = runSizes[min(r.styleRun, runSizes.count - 1)]
        let size = f.hasColorBitmaps ? EmojiMetrics.faceSize(forTextSize: textSize) : textSize
        let a = (f.ascender + f.lineGap / 2) * size
        let d = (f.descender + f.lineGap / 2) * size
        if a > raisedAscent {
          raisedAscent = a
          raised = true
        }
        if d > raisedDescent {
          raisedDescent = d
          raised = true
        }
      }
      if raised {
        lineAscent = raisedAscent
        lineDescent = raisedDescent
        natural = raisedAscent + raisedDescent
      }
      let lh = fixedHeight ?? natural
      if i > 0 { top += spacing }
      let baseline = top + (lh - (lineAscent + lineDescent)) / 2 + lineAscent
      heights.append(lh)
      var w = widths[i]
      let justify =
        style.alignment == .justified && i < broken.count - 1 && !line.mandatory && truncatedPieces == nil
      let x: Double
      switch (style.alignment, rtl) {
      case (.leading, false), (.trailing, true), (.justified, false): x = 0
      case (.leading, true), (.trailing, false), (.justified, true): x = justify ? 0 : layoutWidth - w
      case (.center, _): x = (layoutWidth - w) / 2
      }
      var glyphs = place(piecesPerLine[i], baseline: baseline)
      if justify {
        let spaces = glyphs.indices.filter {
          glyphs[$0].cluster >= 0 && CharacterClass.isSpace(scalars[glyphs[$0].cluster])
        }
        .filter { glyphs[$0].cluster < trimmedEnd(line.range.lowerBound, line.range.upperBound) }
        if !spaces.isEmpty && layoutWidth > w {
          let extra = (layoutWidth - w) / Double(spaces.count)
          var shift = 0.0
          var next = 0
          for g in glyphs.indices {
            glyphs[g].x += shift
            if next < spaces.count && spaces[next] == g {
              shift += extra
              next += 1
            }
          }
          w = layoutWidth
        }
      }
      for g in glyphs.indices { glyphs[g].x += x }
      lines.append(
        TextLayout.Line(range: line.range, glyphs: glyphs, x: x, width: w, top: top, baseline: baseline))
      top += lh
    }
    let height = top
    let firstHeight = heights.first ?? (fixedHeight ?? naturalLineHeight)
    return TextLayout(
      faces: faces, fontSize: style.size, lines: lines, size: Size(width: layoutWidth, height: height),
      lineHeight: firstHeight,
      missingScalars: missing, isTruncated: isTruncated, runSizes: oneSize ? [] : runSizes)
  }

  /// Whether a grapheme cluster is an emoji presented as a picture: it has an emoji
  /// presentation selector, a keycap, a skin tone or a ZWJ between emoji, is a flag, or starts
  /// with a character whose default presentation is a picture.
  static func isEmojiSequence(_ cluster: ArraySlice<Unicode.Scalar>) -> Bool {
    guard let first = cluster.first else { return false }
    let isEmoji: Bool
    if first.value < 0x203C {
      // Below U+203C only #, *, the digits, © and ® are emoji, none a picture by default: text in
      // the alphabets of Europe, the Middle East and India asks no property table.
      switch first.value {
      case 0x23, 0x2A, 0x30...0x39, 0xA9, 0xAE: isEmoji = true
      default: isEmoji = false
      }
    } else {
      if first.properties.isEmojiPresentation { return true }
      if (0x1F1E6...0x1F1FF).contains(first.value) { return true }
      isEmoji = first.properties.isEmoji
    }
    return isEmoji
      && cluster.contains { s in
        s.value == 0xFE0F || s.value == 0x20E3 || (0x1F3FB...0x1F3FF).contains(s.value)
      }
  }

  /// The first index in `0..<count` for which `isAfter` holds (it must be false, then true).
  static func partition(_ count: Int, _ isAfter: (Int) -> Bool) -> Int {
    var lo = 0
    var hi = count
    while lo < hi {
      let mid = (lo + hi) / 2
      if isAfter(mid) { hi = mid } else { lo = mid + 1 }
    }
    return lo
  }

  /// The glyphs of a run whose clusters lie in `lo..<hi`: contiguous, since clusters grow along
  /// the glyphs of a left-to-right run and shrink along those of a right-to-left one.
  static func glyphRange(_ run: ShapedRun, _ lo: Int, _ hi: Int) -> Range<Int> {
    let c = run.clusters
    if run.isRTL {
      let a = partition(c.count) { c[$0] < hi }
      let b = partition(c.count) { c[$0] < lo }
      return a..<max(a, b)
    }
    let a = partition(c.count) { c[$0] >= lo }
    let b = partition(c.count) { c[$0] >= hi }
    return a..<max(a, b)
  }

  /// Glyphs of a line's pieces in visual order, pen positions from x = 0.
  func place(_ pieces: [Piece], baseline: Double) -> [TextLayout.Glyph] {
    // Segments: (run or ellipsis, glyph indices in shaping order, level), in logical order.
    struct Segment {
      var run: ShapedRun
      var indices: [Int]
      var level: UInt8
      var isEllipsis: Bool
    }
    var segments: [Segment] = []
    for piece in pieces {
      switch piece {
      case .ellipsis:
        if let e = ellipsis {
          segments.append(
            Segment(run: e, indices: Array(e.glyphs.indices), level: paragraphLevel, isEllipsis: true))
        }
      case .text(let r):
        guard !r.isEmpty else { continue }
        // Runs are sorted by range: start at the first run that ends after r starts.
        var k = ParagraphBuilder.partition(runs.count) { runs[$0].range.upperBound > r.lowerBound }
        while k < runs.count && runs[k].range.lowerBound < r.upperBound {
          let run = runs[k]
          k += 1
          let lo = max(run.range.lowerBound, r.lowerBound)
          let hi = min(run.range.upperBound, r.upperBound)
          let idx = ParagraphBuilder.glyphRange(run, lo, hi)
          if !idx.isEmpty {
            segments.append(Segment(run: run, indices: Array(idx), level: run.level, isEllipsis: false))
          }
        }
      }
    }
    let order = Bidi.visualOrder(segments.map(\.level))
    var pen = 0.0
    var out: [TextLayout.Glyph] = []
    for s in order {
      let seg = segments[s]
      for g in seg.indices {
        out.append(
          TextLayout.Glyph(
            faceIndex: seg.run.faceIndex, id: seg.run.glyphs[g], x: pen + seg.run.offsetsX[g],
            y: baseline + seg.run.offsetsY[g], cluster: seg.isEllipsis ? -1 : seg.run.clusters[g],
            run: seg.run.styleRun))
        pen += seg.run.advances[g]
      }
    }
    return out
  }
}
