import TesseraGeometry

/// A paragraph laid out for a width: lines of positioned glyphs, its size and baselines.
///
/// Build one with ``init(text:style:maxWidth:library:)``. Coordinates are in points, with the
/// origin at the top-left of the paragraph and y growing down; glyph positions are pen positions
/// on the baseline. The layout is a plain value: it can be measured, compared, dumped as text
/// (``dump``) and drawn any number of times (`Canvas.draw(_:at:color:)`).
public struct TextLayout: Sendable, Equatable {
  /// One glyph on a line.
  public struct Glyph: Sendable, Equatable {
    /// Index into ``TextLayout/faces``.
    public var faceIndex: Int
    /// The glyph id in that face.
    public var id: UInt32
    /// Pen x of the glyph, in points from the paragraph's left edge.
    public var x: Double
    /// Baseline y of the glyph (with any vertical offset), in points from the paragraph's top.
    public var y: Double
    /// The index of the first Unicode scalar of the glyph's cluster (-1 for an inserted ellipsis).
    public var cluster: Int
    /// The index of the ``TextRun`` the glyph belongs to (0 in a one-style paragraph; an
    /// inserted ellipsis belongs to the last run).
    public var run: Int = 0

    /// Creates a glyph.
    public init(faceIndex: Int, id: UInt32, x: Double, y: Double, cluster: Int, run: Int = 0) {
      self.faceIndex = faceIndex
      self.id = id
      self.x = x
      self.y = y
      self.cluster = cluster
      self.run = run
    }
  }

  /// One line.
  public struct Line: Sendable, Equatable {
    /// The scalars shown, as indices into the text's `unicodeScalars` (before truncation).
    public var range: Range<Int>
    /// The glyphs in visual order, left to right.
    public var glyphs: [Glyph]
    /// The left edge of the line's ink box, in points.
    public var x: Double
    /// The width of the line without trailing spaces, in points.
    public var width: Double
    /// The top of the line box, in points.
    public var top: Double
    /// The baseline, in points.
    public var baseline: Double
  }

  /// The faces glyphs refer to: the requested face first, then its fallbacks.
  public let faces: [FontFace]
  /// The font size in points.
  public let fontSize: Double
  /// The lines, top to bottom.
  public let lines: [Line]
  /// The paragraph's size: the widest line by the total line height, in points.
  public let size: Size
  /// The height of the first line box, in points (every line's, when the runs share one size).
  public let lineHeight: Double
  /// The size of each ``TextRun``'s glyphs, in points, by run index; empty: ``fontSize``.
  public let runSizes: [Double]

  /// The size a glyph is drawn at, in points: its run's, or for a color emoji the size that
  /// gives it iOS's advance next to text of that size (``EmojiMetrics``).
  public func size(of glyph: Glyph) -> Double {
    let size = glyph.run >= 0 && glyph.run < runSizes.count ? runSizes[glyph.run] : fontSize
    guard glyph.faceIndex >= 0, glyph.faceIndex < faces.count, faces[glyph.faceIndex].hasColorBitmaps else {
      return size
    }
    return EmojiMetrics.faceSize(forTextSize: size)
  }
  /// Characters no face in the fallback chain covers; drawn as the `.notdef` box.
  public let missingScalars: [Unicode.Scalar]
  /// Whether text was cut to fit the line limit.
  public let isTruncated: Bool

  /// The first line's baseline, in points from the top (for baseline alignment).
  public var firstBaseline: Double { lines.first?.baseline ?? 0 }
  /// The last line's baseline, in points from the top.
  public var lastBaseline: Double { lines.last?.baseline ?? 0 }

  /// The same layout as ``init(text:style:maxWidth:library:)``, remembered by the library: the
  /// same text, style and width give the same layout, so renders that repeat a paragraph (every
  /// snapshot check, every theme of a catalog) shape it once. The cache is emptied when fonts are
  /// added to the library or its fallbacks change.
  /// - Throws: as ``init(text:style:maxWidth:library:)``; failures are not remembered.
  public static func cached(
    text: String, style: TextStyle, runs: [TextRun] = [], maxWidth: Double? = nil, library: FontLibrary
  )
    throws
    -> TextLayout
  {
    let key = FontLibrary.LayoutCache.Key(text: text, style: style, runs: runs, maxWidth: maxWidth)
    if let hit = library.layouts.withLock({ $0.layouts[key] }) { return hit }
    let made = try TextLayout(text: text, style: style, runs: runs, maxWidth: maxWidth, library: library)
    library.layouts.withLock { c in
      guard c.layouts[key] == nil else { return }
      if c.order.count >= FontLibrary.layoutCacheLimit {
        let old = c.order.removeFirst()
        c.layouts[old] = nil
      }
      c.layouts[key] = made
      c.order.append(key)
    }
    return made
  }

  /// Lays out text for a width.
  /// - Parameters:
  ///   - text: The text; `\n` (and the other mandatory breaks) start new lines.
  ///   - style: Font, spacing, alignment, line limit and direction.
  ///   - runs: The faces of successive stretches of the text, when they differ (bold words in a
  ///     sentence); each glyph records its run (``Glyph/run``) so it can be drawn in that run's
  ///     color. Default empty: the whole text in the style's face.
  ///   - maxWidth: The width to wrap at, in points; nil or `.infinity` for no wrapping. 0 puts
  ///     each word (or, for long words, each character) on its own line.
  ///   - library: Where fonts come from.
  /// - Throws: ``FontError/invalidSize(_:)`` for a size or width that is negative or not a number
  ///   (an infinite size too), ``FontError/unknownFamily(_:available:)``.
  public init(
    text: String, style: TextStyle, runs: [TextRun] = [], maxWidth: Double? = nil, library: FontLibrary
  ) throws {
    guard style.size.isFinite, style.size > 0 else { throw FontError.invalidSize(style.size) }
    if let w = maxWidth, w.isNaN || w < 0 { throw FontError.invalidSize(w) }
    let builder = try ParagraphBuilder(text: text, style: style, runs: runs, library: library)
    let width = maxWidth.flatMap { $0.isFinite ? $0 : nil }
    self = builder.layout(maxWidth: width)
  }

  init(
    faces: [FontFace], fontSize: Double, lines: [Line], size: Size, lineHeight: Double,
    missingScalars: [Unicode.Scalar], isTruncated: Bool, runSizes: [Double] = []
  ) {
    self.runSizes = runSizes
    self.faces = faces
    self.fontSize = fontSize
    self.lines = lines
    self.size = size
    self.lineHeight = lineHeight
    self.missingScalars = missingScalars
    self.isTruncated = isTruncated
  }

  /// The same layout with only the glyphs of one ``TextRun``: what is drawn in that run's color.
  public func glyphs(ofRun run: Int) -> TextLayout {
    TextLayout(
      faces: faces, fontSize: fontSize,
      lines: lines.map { line in
        var l = line
        l.glyphs = line.glyphs.filter { $0.run == run }
        return l
      }, size: size, lineHeight: lineHeight, missingScalars: missingScalars, isTruncated: isTruncated,
      runSizes: runSizes)
  }

  /// The horizontal extents of one run's glyphs on a line, in points from the paragraph's left
  /// edge, one per stretch of consecutive glyphs: where an underline or strikethrough of that run
  /// is drawn. A stretch ends at the next glyph of another run, or at the line's end.
  public func extents(ofRun run: Int, onLine index: Int) -> [ClosedRange<Double>] {
    let line = lines[index]
    var out: [ClosedRange<Double>] = []
    var start: Double? = nil
    for g in line.glyphs {
      if g.run == run {
        if start == nil { start = g.x }
      } else if let s = start {
        if g.x > s { out.append(s...g.x) }
        start = nil
      }
    }
    if let s = start, line.x + line.width > s { out.append(s...(line.x + line.width)) }
    return out
  }

  /// A stable text form for tests: the size, then one line per line of text with its scalar
  /// range, x, width, baseline and glyph count.
  public var dump: String {
    func f(_ v: Double) -> String { v.compactDescription }
    var out = "size \(f(size.width))x\(f(size.height)) lines \(lines.count)"
    if isTruncated { out += " truncated" }
    if !missingScalars.isEmpty {
      out +=
        " missing "
        + missingScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: ",")
    }
    for (i, l) in lines.enumerated() {
      out +=
        "\nline \(i) [\(l.range.lowerBound)..<\(l.range.upperBound)] x=\(f(l.x)) w=\(f(l.width)) baseline=\(f(l.baseline)) glyphs=\(l.glyphs.count)"
    }
    return out
  }
}

extension TextLayout {
  /// A one-glyph layout of an icon from the library's icon font, by name (`"person"`,
  /// `"shopping_cart"`), as tall as `size` points: the line box is one em, so the glyph's em box
  /// fills the layout.
  /// - Parameters:
  ///   - name: The icon's name in the icon font's table (`codepoints.txt`).
  ///   - size: The icon's height in points.
  ///   - weight: The stroke weight, where the icon font has weights (Material Symbols: 100-700).
  ///     Default regular.
  ///   - filled: The filled form, where the icon font has one (Material Symbols' `FILL` axis).
  ///     Default false: outlined.
  ///   - library: Where the icon font comes from.
  /// - Throws: ``FontError/unknownIcon(_:suggestions:)`` with the closest names,
  ///   ``FontError/invalidSize(_:)``, or ``FontError/unknownFamily(_:available:)`` when no icon
  ///   font is loaded.
  public static func icon(
    named name: String, size: Double, weight: FontWeight = .regular, filled: Bool = false,
    library: FontLibrary
  ) throws -> TextLayout {
    let scalar = try library.iconCodepoint(named: name)
    let filledFamily = library.iconFamily + " Filled"
    let family = filled && library.contains(family: filledFamily) ? filledFamily : library.iconFamily
    let style = TextStyle(family: family, size: size, weight: weight, lineHeight: size)
    // Remembered by the library like paragraphs: a screen of icons shapes each one once.
    return try TextLayout.cached(text: String(Character(scalar)), style: style, library: library)
  }
}
