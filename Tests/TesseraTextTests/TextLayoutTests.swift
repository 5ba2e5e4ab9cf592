import TesseraGeometry
import TesseraText
import Testing

/// Numeric tests of measurement and line breaking: widths, line counts and break positions that
/// move if kerning, shaping or breaking regress.
@Suite struct TextLayoutTests {
  let fonts: FontLibrary

  init() throws { fonts = try FontLibrary.bundled() }

  func layout(_ text: String, _ style: TextStyle = TextStyle(size: 14), width: Double? = nil) throws
    -> TextLayout
  {
    try TextLayout(text: text, style: style, maxWidth: width, library: fonts)
  }

  /// The text of each line, as the scalars of its range without trailing spaces.
  func lineTexts(_ l: TextLayout, _ text: String) -> [String] {
    let scalars = Array(text.unicodeScalars)
    return l.lines.map { line in
      var s = String(String.UnicodeScalarView(scalars[line.range]))
      while let last = s.last, last.isWhitespace || last.isNewline { s.removeLast() }
      return s
    }
  }

  /// The paragraph's direction comes from its first strong letter (UIKit's natural writing
  /// direction): a Hebrew question in a left-to-right interface puts its `?` on the left, an
  /// English exclamation in a right-to-left one keeps its `!` on the right; a fixed direction
  /// overrides it.
  @Test func paragraphDirectionFromTheText() throws {
    func xOf(_ scalar: Unicode.Scalar, in text: String, _ style: TextStyle) throws -> (Double, [Double]) {
      let l = try layout(text, style)
      let index = try #require(Array(text.unicodeScalars).firstIndex(of: scalar))
      let glyphs = l.lines[0].glyphs
      let x = try #require(glyphs.first { $0.cluster == index }).x
      return (x, glyphs.map(\.x))
    }
    let hebrew = "שלום, מה שלומך?"
    let (q, all) = try xOf("?", in: hebrew, TextStyle(size: 14))
    #expect(q == all.min())
    let (q2, all2) = try xOf("?", in: hebrew, TextStyle(size: 14, writingDirection: .leftToRight))
    #expect(q2 == all2.max())
    let (e, allE) = try xOf("!", in: "Hello!", TextStyle(size: 14, direction: .rightToLeft))
    #expect(e == allE.max())
    let (e2, allE2) = try xOf(
      "!", in: "Hello!", TextStyle(size: 14, direction: .rightToLeft, writingDirection: .rightToLeft))
    #expect(e2 == allE2.min())
    // No strong letter: the layout direction decides.
    let (p, allP) = try xOf("!", in: "123!", TextStyle(size: 14, direction: .rightToLeft))
    #expect(p == allP.min())
  }

  @Test func referenceBodyBreaksLikeEveryPeer() throws {
    // peerbench's body text at 312 pt: the three lines every peer produces.
    let body =
      "Immersive sound with adaptive noise cancelling, all-day comfort and a case that charges in minutes."
    let l = try layout(body, TextStyle(size: 14, lineHeight: 20), width: 312)
    #expect(
      lineTexts(l, body) == [
        "Immersive sound with adaptive noise", "cancelling, all-day comfort and a case that",
        "charges in minutes.",
      ])
    #expect(l.size.height == 60)
    for line in l.lines { #expect(line.width <= 312) }
    // CSS half-leading: baseline = top + (20 − (ascender + descender) × 14) / 2 + ascender × 14,
    // with the system font's line metrics (SF Pro's: 0.952 and 0.241 em).
    let expected = (20 - (0.952 + 0.241) * 14) / 2 + 0.952 * 14
    #expect(abs(l.firstBaseline - expected) < 1e-9)
    #expect(abs(l.lastBaseline - (40 + expected)) < 1e-9)
  }

  @Test(arguments: ["AV", "To", "Wa", "Ty", "LT"])
  func kerningTightensPairs(pair: String) throws {
    let kerned = try layout(pair, TextStyle(size: 100)).size.width
    let plain = try layout(pair, TextStyle(size: 100, features: [.noKerning])).size.width
    // Inter's GPOS kerning pulls these pairs together by several points at 100 pt.
    #expect(kerned < plain - 2, "\(pair): kerned \(kerned) vs unkerned \(plain)")
  }

  @Test func kernedWidthsAreExact() throws {
    // Sum of HarfBuzz advances in font units × size / upem (2816): pinned so any shaping change shows.
    let av = try layout("AV", TextStyle(size: 2816)).size.width
    let a = try layout("A", TextStyle(size: 2816)).size.width
    let v = try layout("V", TextStyle(size: 2816)).size.width
    #expect(av < a + v)
    // A and V advance 1904 units together unkerned is 3808; GPOS kerning moves V by −192.
    #expect(av == 3616)
    #expect(a + v == 3808)
  }

  @Test func tabularFiguresChangeDigitWidths() throws {
    let proportional = try layout("1111", TextStyle(size: 20)).size.width
    let tabular = try layout("1111", TextStyle(size: 20, features: [.tabularFigures])).size.width
    let zeros = try layout("0000", TextStyle(size: 20, features: [.tabularFigures])).size.width
    #expect(proportional != tabular)
    #expect(abs(tabular - zeros) < 1e-9)
  }

  @Test func trackingAddsPerCharacter() throws {
    let plain = try layout("Tessera", TextStyle(size: 16)).size.width
    let tracked = try layout("Tessera", TextStyle(size: 16, tracking: 2)).size.width
    #expect(abs(tracked - plain - 14) < 1e-9)
  }

  @Test(arguments: [500.0, 200.0, 100.0])
  func paragraphAtThreeWidths(width: Double) throws {
    // Checked against an oracle: every line fits, and adding the next word to it would not.
    let text = "The quick brown fox jumps over the lazy dog near the river bank."
    let l = try layout(text, TextStyle(size: 14), width: width)
    let lines = lineTexts(l, text)
    for (i, line) in lines.enumerated() {
      #expect(try layout(line).size.width <= width)
      if i + 1 < lines.count, let next = lines[i + 1].split(separator: " ").first {
        #expect(try layout(line + " " + next).size.width > width, "\(line) + \(next) would fit in \(width)")
      }
    }
    #expect(lines.joined(separator: " ") == text)
    let full = try layout(text).size.width
    #expect(l.lines.count == (full <= width ? 1 : l.lines.count))
    #expect(width < full ? l.lines.count > 1 : l.lines.count == 1)
  }

  @Test func longWordsBreakInsideTheWord() throws {
    let text = "Pneumonoultramicroscopicsilicovolcanoconiosis"
    let l = try layout(text, TextStyle(size: 14), width: 60)
    #expect(l.lines.count > 3)
    for line in l.lines { #expect(line.width <= 60 + 1e-9 && !line.range.isEmpty) }
    // Nothing is lost: the lines cover every scalar once.
    #expect(l.lines.map(\.range.count).reduce(0, +) == text.unicodeScalars.count)
    // Zero width: one cluster per line, never an empty line.
    let z = try layout("abc", TextStyle(size: 14), width: 0)
    #expect(z.lines.count == 3)
  }

  @Test func hyphensAndNewlinesBreak() throws {
    let text = "all-day\nsecond line\r\nthird\n"
    let l = try layout(text, TextStyle(size: 14))
    #expect(lineTexts(l, text) == ["all-day", "second line", "third", ""])
    let narrow = try layout("all-day comfort", TextStyle(size: 14), width: 30)
    #expect(lineTexts(narrow, "all-day comfort").first == "all-")
  }

  @Test func ideographsBreakBetweenCharacters() throws {
    // Drawn from the bundled CJK fonts; a line may break between ideographs.
    let text = "漢字漢字漢字漢字。"
    let l = try layout(text, TextStyle(size: 14), width: 40)
    #expect(l.lines.count > 1)
    #expect(l.missingScalars.isEmpty)
    // The closing full stop never starts a line.
    for line in l.lines.dropFirst() { #expect(Array(text.unicodeScalars)[line.range.lowerBound] != "。") }
  }

  @Test func lineHeightAndSpacing() throws {
    let l = try layout("a\nb\nc", TextStyle(size: 14, lineHeight: 22, lineSpacing: 6))
    #expect(l.size.height == 3 * 22 + 2 * 6)
    #expect(l.lines.map(\.top) == [0, 28, 56])
    let natural = try layout("a", TextStyle(size: 20))
    #expect(abs(natural.size.height - (0.952 + 0.241) * 20) < 1e-9)
  }

  @Test func alignmentsWithinTheWidestLine() throws {
    let text = "short\na much longer line"
    for (alignment, expect) in [(TextAlignment.leading, 0.0), (.center, 0.5), (.trailing, 1.0)] {
      let l = try layout(text, TextStyle(size: 14, alignment: alignment))
      let free = l.size.width - l.lines[0].width
      #expect(abs(l.lines[0].x - free * expect) < 1e-9, "\(alignment)")
      #expect(l.lines[1].x == 0)
    }
    let rtl = try layout(text, TextStyle(size: 14, alignment: .leading, direction: .rightToLeft))
    #expect(abs(rtl.lines[0].x - (rtl.size.width - rtl.lines[0].width)) < 1e-9)
  }

  @Test func justifiedLinesFillTheWidestLine() throws {
    let text =
      "Immersive sound with adaptive noise cancelling, all-day comfort and a case that charges in minutes."
    let l = try layout(text, TextStyle(size: 14, alignment: .justified), width: 312)
    for line in l.lines.dropLast() { #expect(abs(line.width - l.size.width) < 1e-9) }
    let last = try #require(l.lines.last)
    #expect(last.width < l.size.width)
    // The last glyph of a justified line ends at the right edge.
    let first = l.lines[0]
    let scalars = Array(text.unicodeScalars)
    _ = scalars
    #expect(first.glyphs.first?.x == 0)
  }

  @Test(arguments: TruncationMode.allCases)
  func truncationKeepsTheRightEnd(mode: TruncationMode) throws {
    let text = "The beginning of a sentence that is far too long to fit on one line, and its end"
    let l = try layout(text, TextStyle(size: 14, lineLimit: 1, truncation: mode), width: 200)
    #expect(l.isTruncated)
    #expect(l.lines.count == 1)
    #expect(l.lines[0].width <= 200)
    let glyphs = l.lines[0].glyphs
    let ellipsis = try #require(glyphs.firstIndex { $0.cluster == -1 })
    switch mode {
    case .tail:
      #expect(ellipsis == glyphs.count - 1)
      #expect(glyphs.first?.cluster == 0)
    case .head:
      #expect(ellipsis == 0)
      #expect(glyphs.last?.cluster == text.unicodeScalars.count - 1)
    case .middle:
      #expect(ellipsis > 0 && ellipsis < glyphs.count - 1)
      #expect(glyphs.first?.cluster == 0)
      #expect(glyphs.last?.cluster == text.unicodeScalars.count - 1)
    }
  }

  @Test func lineLimitKeepsWholeLinesThenTruncates() throws {
    let text = "one two three four five six seven eight nine ten eleven twelve"
    let l = try layout(text, TextStyle(size: 14, lineLimit: 2), width: 100)
    #expect(l.lines.count == 2)
    #expect(l.isTruncated)
    let fits = try layout("one two", TextStyle(size: 14, lineLimit: 2), width: 100)
    #expect(!fits.isTruncated)
  }

  @Test func emptyTextHasOneEmptyLine() throws {
    let l = try layout("", TextStyle(size: 14, lineHeight: 20))
    #expect(l.size == Size(width: 0, height: 20))
    #expect(l.lines.count == 1 && l.lines[0].glyphs.isEmpty)
  }

  @Test func hebrewIsReversedAndFallsBack() throws {
    let text = "שלום"  // shin lamed vav final-mem
    let l = try layout(text, TextStyle(size: 20, direction: .rightToLeft))
    let g = l.lines[0].glyphs
    #expect(g.count == 4)
    #expect(g.map(\.cluster) == [3, 2, 1, 0])
    #expect(l.faces[g[0].faceIndex].family == "Noto Sans Hebrew")
    #expect(l.missingScalars.isEmpty)
  }

  @Test func mixedDirectionsInALeftToRightParagraph() throws {
    let text = "abc אבג 123 def"
    let l = try layout(text, TextStyle(size: 20))
    let clusters = l.lines[0].glyphs.map(\.cluster)
    // UBA: digits after Hebrew belong to it (and so does the space between), so the display is
    // "abc 123 גבא def", as in browsers: "abc ", the digits, the space, the Hebrew reversed, " def".
    #expect(clusters == [0, 1, 2, 3, 8, 9, 10, 7, 6, 5, 4, 11, 12, 13, 14])
    let ltrDigits = try layout("abc 123 def", TextStyle(size: 20))
    #expect(ltrDigits.lines[0].glyphs.map(\.cluster) == Array(0..<11))
  }

  @Test func percentStaysWithItsNumberInRightToLeft() throws {
    let l = try layout("82%", TextStyle(size: 14, direction: .rightToLeft))
    #expect(l.lines[0].glyphs.map(\.cluster) == [0, 1, 2])
  }

  @Test func arabicJoinsAndUsesTheArabicFace() throws {
    let text = "مرحبا"
    let l = try layout(text, TextStyle(size: 20, direction: .rightToLeft))
    let glyphs = l.lines[0].glyphs
    #expect(l.faces[glyphs[0].faceIndex].family == "Noto Sans Arabic")
    // Joined forms differ from the isolated ones: shaping the letters apart gives other glyphs.
    let isolated = try Array(text.unicodeScalars).map {
      try layout(String(Character($0)), TextStyle(size: 20, direction: .rightToLeft)).lines[0].glyphs[0].id
    }
    #expect(Set(glyphs.map(\.id)) != Set(isolated))
  }

  @Test func uncoveredCharactersAreReported() throws {
    // An Egyptian hieroglyph and a Ugaritic letter: no bundled font has them.
    let l = try layout("a\u{13000}b\u{10380}", TextStyle(size: 14))
    #expect(l.missingScalars == ["\u{13000}", "\u{10380}"])
    // Drawn as the primary face's .notdef (glyph 0), which Inter draws as a box.
    #expect(l.lines[0].glyphs.filter { $0.id == 0 }.count == 2)
    #expect(!l.faces[0].outline(glyph: 0).isEmpty)
  }

  @Test func veryLongTextLaysOut() throws {
    let word = "lorem ipsum dolor sit amet consectetur "
    let text = String(repeating: word, count: 100_000 / word.count + 1)
    let l = try layout(text, TextStyle(size: 14), width: 375)
    #expect(l.lines.count > 500)
    #expect(l.lines.allSatisfy { $0.width <= 375 })
    #expect(l.lines.map(\.range.count).reduce(0, +) == text.unicodeScalars.count)
  }

  @Test func dumpIsStable() throws {
    let l = try layout("Hello world", TextStyle(size: 10, lineHeight: 12), width: 40)
    #expect(l.dump.hasPrefix("size "))
    #expect(l.dump.contains("line 1 [6..<11]"))
  }
}

/// The per-library layout cache gives exactly what a fresh layout gives, and forgets when the
/// library changes.
@Suite struct TextLayoutCacheTests {
  @Test func cachedLayoutsEqualFreshOnes() throws {
    let fonts = try FontLibrary.bundled()
    let style = TextStyle(size: 15, lineLimit: 2)
    for width in [nil, 120.0, 37.5] as [Double?] {
      let text = "Immersive sound with adaptive noise cancelling, thirty hours of battery"
      let fresh = try TextLayout(text: text, style: style, maxWidth: width, library: fonts)
      #expect(try TextLayout.cached(text: text, style: style, maxWidth: width, library: fonts) == fresh)
      #expect(try TextLayout.cached(text: text, style: style, maxWidth: width, library: fonts) == fresh)
    }
    // Errors are thrown every time, never remembered.
    #expect(throws: FontError.self) {
      try TextLayout.cached(text: "x", style: TextStyle(size: -1), library: fonts)
    }
  }

  @Test func changingTheLibraryForgetsLayouts() throws {
    // A library of its own: the bundled one is shared by every test.
    let fonts = FontLibrary()
    try fonts.add(folderAt: FontLibrary.bundledFontsFolder())
    let text = "שלום"
    let style = TextStyle(size: 15)
    let before = try TextLayout.cached(text: text, style: style, library: fonts)
    fonts.fallbackFamilies = []
    let after = try TextLayout.cached(text: text, style: style, library: fonts)
    #expect(after == (try TextLayout(text: text, style: style, library: fonts)))
    #expect(after != before, "without the Hebrew fallback the text is laid out with missing glyphs")
  }

  // Runs in different sizes share a baseline; a line is as tall as its tallest run.
  @Test func runsOfDifferentSizes() throws {
    let fonts = try FontLibrary.bundled()
    let big = try TextLayout(text: "Big", style: TextStyle(size: 34), library: fonts)
    let mixed = try TextLayout(
      text: "Big small", style: TextStyle(size: 34),
      runs: [TextRun(length: 3), TextRun(length: 6, size: 12)], library: fonts)
    #expect(mixed.lines.count == 1 && mixed.lineHeight == big.lineHeight)
    #expect(mixed.lines[0].baseline == big.lines[0].baseline)
    #expect(mixed.runSizes == [34, 12])
    // A line holding only small text is as tall as the small font, not the paragraph's size.
    let wrapped = try TextLayout(
      text: "Big small small small", style: TextStyle(size: 34),
      runs: [TextRun(length: 3), TextRun(length: 18, size: 12)], maxWidth: 90, library: fonts)
    #expect(wrapped.lines.count == 2)
    let second = wrapped.lines[1]
    let first = wrapped.lines[0]
    #expect(second.baseline - first.baseline < big.lineHeight)
  }
}
