import TesseraGeometry
import TesseraRaster
import TesseraText
import Testing

import func TesseraSnapshot.assertSnapshot

/// Reference images of text, each looked at when recorded.
@Suite struct TextReferenceTests {
  let fonts: FontLibrary
  let ink = Color(hex: "#111827") ?? .black
  let guide = Color(hex: "#E5E7EB") ?? .white

  init() throws { fonts = try FontLibrary.bundled() }

  func canvas(_ w: Double, _ h: Double, scale: Double = 2) throws -> Canvas {
    var c = try Canvas(width: Int(w * scale), height: Int(h * scale), background: .white)
    c.scale(x: scale, y: scale)
    return c
  }

  @discardableResult
  func draw(
    _ c: inout Canvas, _ text: String, _ style: TextStyle, at p: Point, width: Double? = nil,
    box: Bool = false
  ) throws -> TextLayout {
    let l = try TextLayout(text: text, style: style, maxWidth: width, library: fonts)
    if box {
      c.fill(
        Rect(origin: p, size: Size(width: width ?? l.size.width, height: l.size.height)), with: Paint(guide))
    }
    c.draw(l, at: p, color: ink)
    return l
  }

  @Test func weightsAtSmallSizes() throws {
    var c = try canvas(470, 150)
    var y = 8.0
    for size in [11.0, 14, 17] {
      var x = 8.0
      for (name, w) in [
        ("Regular", FontWeight.regular), ("Medium", .medium), ("SemiBold", .semibold), ("Bold", .bold),
      ] {
        let l = try draw(&c, "\(name) \(Int(size))", TextStyle(size: size, weight: w), at: Point(x: x, y: y))
        x += l.size.width + 12
      }
      let it = try draw(&c, "Italic", TextStyle(size: size, italic: true), at: Point(x: x, y: y))
      _ = it
      y += size * 1.6 + 6
    }
    try draw(
      &c, "Hamburgefonstiv 0123456789 ‘quotes’ & “more”", TextStyle(size: 14), at: Point(x: 8, y: y + 4))
    assertSnapshot(of: c.pixmap, as: .image(), named: "small")
  }

  @Test func weightsAtLargeSizes() throws {
    var c = try canvas(900, 210, scale: 1)
    var y = 6.0
    for size in [28.0, 48] {
      var x = 8.0
      for w in [FontWeight.regular, .medium, .semibold, .bold] {
        let l = try draw(&c, "Ag\(w.value)", TextStyle(size: size, weight: w), at: Point(x: x, y: y))
        x += l.size.width + 16
      }
      let l = try draw(
        &c, "Italic", TextStyle(size: size, weight: .bold, italic: true), at: Point(x: x, y: y))
      _ = l
      y += size * 1.3 + 10
    }
    try draw(&c, "Wireless Headphones", TextStyle(size: 48, weight: .semibold), at: Point(x: 8, y: y))
    assertSnapshot(of: c.pixmap, as: .image(), named: "large")
  }

  @Test func kerningOnAndOff() throws {
    var c = try canvas(300, 130)
    let pairs = "AV To Wa Ty LT"
    try draw(&c, pairs, TextStyle(size: 36), at: Point(x: 8, y: 6), box: true)
    try draw(&c, pairs, TextStyle(size: 36, features: [.noKerning]), at: Point(x: 8, y: 66), box: true)
    assertSnapshot(of: c.pixmap, as: .image(), named: "kerning")
  }

  @Test func paragraphAtThreeWidths() throws {
    var c = try canvas(620, 200)
    let text =
      "Immersive sound with adaptive noise cancelling, all-day comfort and a case that charges in minutes."
    var x = 8.0
    for w in [312.0, 170, 100] {
      try draw(&c, text, TextStyle(size: 14, lineHeight: 20), at: Point(x: x, y: 8), width: w, box: true)
      x += w + 10
    }
    assertSnapshot(of: c.pixmap, as: .image(), named: "widths")
  }

  @Test func truncationModes() throws {
    var c = try canvas(260, 130)
    let text = "The beginning of a sentence that is far too long to fit, and its end"
    for (i, mode) in TruncationMode.allCases.enumerated() {
      try draw(
        &c, text, TextStyle(size: 14, lineLimit: 1, truncation: mode), at: Point(x: 8, y: 8 + Double(i) * 26),
        width: 240, box: true)
    }
    try draw(
      &c, text + " " + text, TextStyle(size: 14, lineLimit: 2), at: Point(x: 8, y: 86), width: 240, box: true)
    assertSnapshot(of: c.pixmap, as: .image(), named: "truncation")
  }

  @Test func alignments() throws {
    var c = try canvas(420, 250)
    let text = "Tessera renders components to PNG, the same bytes on every machine, fast."
    for (i, a) in TextAlignment.allCases.enumerated() {
      let x = 8 + Double(i % 2) * 205
      let y = 8 + Double(i / 2) * 120
      try draw(
        &c, text, TextStyle(size: 14, lineHeight: 20, alignment: a), at: Point(x: x, y: y), width: 190,
        box: true)
    }
    assertSnapshot(of: c.pixmap, as: .image(), named: "alignments")
  }

  @Test func fallbackAndRightToLeft() throws {
    var c = try canvas(360, 210)
    try draw(&c, "Hello שלום مرحبا 123 world", TextStyle(size: 18), at: Point(x: 8, y: 8), box: true)
    try draw(
      &c, "שלום עולם, זהו משפט בעברית.", TextStyle(size: 18, direction: .rightToLeft), at: Point(x: 8, y: 46),
      width: 340, box: true)
    try draw(
      &c, "مرحبا بالعالم، هذه جملة عربية.", TextStyle(size: 18, direction: .rightToLeft),
      at: Point(x: 8, y: 90),
      width: 340, box: true)
    try draw(&c, "Bold עברית عربي", TextStyle(size: 18, weight: .bold), at: Point(x: 8, y: 134), box: true)
    // CJK and emoji from the bundled Noto fonts; no bundled face has hieroglyphs: a .notdef box.
    let missing = try draw(&c, "Missing: 漢字 😀 𓀀", TextStyle(size: 18), at: Point(x: 8, y: 172), box: true)
    #expect(missing.missingScalars.count == 1)
    assertSnapshot(of: c.pixmap, as: .image(), named: "fallback")
  }

  // Italic text: Latin in Inter's own italic; Hebrew, Arabic, Chinese and Thai, whose fonts have
  // no italic, slanted by 14° as iOS synthesizes an oblique; emoji stay upright.
  @Test func italicsRealAndSynthesized() throws {
    var c = try canvas(360, 96)
    try draw(&c, "Italic שלום مرحبا 漢字 สวัสดี 😀", TextStyle(size: 18), at: Point(x: 8, y: 8), box: true)
    try draw(
      &c, "Italic שלום مرحبا 漢字 สวัสดี 😀", TextStyle(size: 18, italic: true), at: Point(x: 8, y: 50), box: true)
    assertSnapshot(of: c.pixmap, as: .image(), named: "italics")
  }

  // One line per script the bundled fonts cover, and one Han sentence in each CJK language:
  // the same characters (直, 骨, 海) drawn as each language writes them.
  @Test func scriptsAndLanguages() throws {
    var c = try canvas(380, 320)
    let lines: [(String, String)] = [
      ("ภาษาไทยไม่มีช่องว่างระหว่างคำ", "th_TH"), ("हिन्दी में एक वाक्य।", "hi_IN"),
      ("বাংলা ভাষায় একটি বাক্য।", "bn_BD"), ("தமிழில் ஒரு வாக்கியம்.", "ta_IN"),
      ("简体：直骨海，今天天气很好。", "zh_CN"), ("繁體：直骨海，今天天氣很好。", "zh_TW"),
      ("日本語：直骨海、今日は良い天気です。", "ja_JP"), ("한국어: 오늘은 날씨가 좋습니다.", "ko_KR"),
      ("Han in Japanese: 直骨海", "ja_JP"), ("Han in Chinese: 直骨海", "zh_CN"),
    ]
    var y = 8.0
    for (text, locale) in lines {
      let l = try draw(&c, text, TextStyle(size: 17, locale: locale), at: Point(x: 8, y: y), width: 364)
      #expect(l.missingScalars.isEmpty, "\(text)")
      y += l.size.height + 8
    }
    // Bold where the family has it.
    let bold = try draw(&c, "太字 굵게 粗体 ตัวหนา", TextStyle(size: 17, weight: .bold), at: Point(x: 8, y: y))
    #expect(bold.missingScalars.isEmpty)
    assertSnapshot(of: c.pixmap, as: .image(), named: "scripts")
  }

  // Color emoji: a family (ZWJ), flags, skin tones, keycaps and VS16, each one glyph from Noto
  // Color Emoji, drawn in its own colors whatever the text color, at the text's size.
  @Test func colorEmoji() throws {
    var c = try canvas(300, 80)
    let sequences = try draw(
      &c, "👩‍👩‍👧 🇫🇷🇯🇵 👍🏽 1️⃣ #️⃣ ❤️ ok", TextStyle(size: 20), at: Point(x: 8, y: 8), box: true)
    #expect(sequences.missingScalars.isEmpty)
    let emojiGlyphs = sequences.lines[0].glyphs.filter { sequences.faces[$0.faceIndex].hasColorBitmaps }
    // One glyph per sequence: family, two flags, thumbs up with its tone, two keycaps, the heart.
    #expect(emojiGlyphs.count == 7, "\(emojiGlyphs.count)")
    let small = try draw(&c, "Small 😀 and big", TextStyle(size: 12), at: Point(x: 8, y: 48))
    #expect(small.missingScalars.isEmpty)
    _ = try draw(&c, "😀", TextStyle(size: 28), at: Point(x: 200, y: 44))
    assertSnapshot(of: c.pixmap, as: .image(), named: "emoji")
  }

  @Test func iconsByName() throws {
    var c = try canvas(330, 50)
    let names = [
      "person", "shopping_cart", "favorite", "home", "settings", "search", "star", "delete", "check_circle",
      "wifi_off",
    ]
    for (i, n) in names.enumerated() {
      let l = try TextLayout.icon(named: n, size: 24, library: fonts)
      c.draw(l, at: Point(x: 8 + Double(i) * 32, y: 12), color: Color(hex: "#6C5CE7") ?? .black)
    }
    assertSnapshot(of: c.pixmap, as: .image(), named: "icons")
  }

  @Test func transformedTextUsesOutlines() throws {
    var c = try canvas(200, 120)
    c.concatenate(AffineTransform(quarterTurns: 1).concatenating(AffineTransform(translationX: 60, y: 10)))
    try draw(&c, "Rotated", TextStyle(size: 24, weight: .bold), at: .zero)
    assertSnapshot(of: c.pixmap, as: .image(), named: "rotated")
  }
}
