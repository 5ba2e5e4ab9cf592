import Foundation
import TesseraText
import Testing

/// The bundled fonts draw every weight, each design's family, and the characters people write in
/// Chinese, Japanese and Korean without boxes.
@Suite struct FontCoverageTests {
  let fonts: FontLibrary

  init() throws { fonts = try FontLibrary.bundled() }

  func width(_ text: String, family: String, weight: FontWeight = .regular, size: Double = 100) throws
    -> Double
  {
    let style = TextStyle(family: family, size: size, weight: weight)
    return try TextLayout(text: text, style: style, library: fonts).size.width
  }

  @Test(arguments: ["Inter", "Inter Display", "Nunito", "Noto Serif", "JetBrains Mono"])
  func everyWeightDrawsDistinctly(family: String) throws {
    let weights: [FontWeight] = [
      .thin, .ultraLight, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]
    let faces = try weights.map { try fonts.face(family: family, weight: $0) }
    // Each weight its own face where the family has it (JetBrains Mono stops at 800, Nunito
    // starts at 200, Noto Serif at 400 here), and a heavier weight never a lighter face.
    for (a, b) in zip(faces, faces.dropFirst()) { #expect(a.weight <= b.weight, "\(a) then \(b)") }
    let distinct = Set(faces.map(\.weight)).count
    let expected = ["Inter": 9, "Inter Display": 9, "Nunito": 8, "Noto Serif": 6, "JetBrains Mono": 8][family]
    #expect(distinct == expected)
    // And the faces' glyphs differ: a heavier "o" has more ink, so its outline's box is not the
    // same as the lighter one's or its advance differs.
    let outlines = faces.map { f in f.glyph(for: "o").map { f.outline(glyph: $0).bounds } }
    for (i, (a, b)) in zip(outlines, outlines.dropFirst()).enumerated() where faces[i] != faces[i + 1] {
      #expect(a != b, "\(family) \(faces[i]) and \(faces[i + 1]) draw the same o")
    }
  }

  @Test func variableFontInstancesHaveTheirWeights() throws {
    let nunito = fonts.faces.filter { $0.family == "Nunito" && !$0.isItalic }
    #expect(nunito.map(\.weight.value).sorted() == [200, 300, 400, 500, 600, 700, 800, 900])
    #expect(nunito.allSatisfy { $0.namedInstance > 0 })
    #expect(fonts.faces.contains { $0.family == "Nunito" && $0.isItalic && $0.weight == .bold })
    // Shaping follows the instance: bold is wider than light.
    #expect(
      try width("Rounded", family: "Nunito", weight: .bold)
        > width("Rounded", family: "Nunito", weight: .light))
  }

  @Test func monospacedDesignHasOneAdvance() throws {
    let i = try width("iiiiiiiiii", family: "JetBrains Mono")
    let w = try width("WWWWWWWWWW", family: "JetBrains Mono")
    #expect(i == w)
    #expect(abs(i - 600) < 1)
  }

  @Test func interDisplayIsTighterThanText() throws {
    let text = try width("Large Title Text", family: "Inter")
    let display = try width("Large Title Text", family: "Inter Display")
    #expect(display < text * 0.98)
  }

  @Test func everyModernHangulSyllableIsCovered() throws {
    let kr = try fonts.face(family: "Noto Sans CJK KR")
    let missing = (0xAC00...0xD7A3).filter { !kr.covers(Unicode.Scalar($0)!) }
    #expect(missing.isEmpty, "\(missing.count) Hangul syllables missing")
  }

  @Test(arguments: [
    ("zh_HK", "艋舺 鹿耳門 鯓 深水埗 鰂魚涌 冇 嘢 啱 咗 嘅 㗎"),
    ("zh_TW", "艋舺 北投 鹿港"),
    ("ja_JP", "髙橋 山﨑 濵田 草彅 𠮷野家 德 鷗"),
    ("ko_KR", "똠양꿍 햏 韓國"),
    ("zh_CN", "简体中文 鿏 𬭊"),
  ])
  func charactersPeopleWriteHaveNoBoxes(locale: String, text: String) throws {
    let style = TextStyle(size: 17, locale: locale)
    let layout = try TextLayout(text: text, style: style, library: fonts)
    #expect(layout.missingScalars.isEmpty, "\(layout.missingScalars)")
  }

  @Test func hanIsDrawnFromTheTextsRegion() throws {
    #expect(FontLibrary.cjkFamily(for: "zh_HK") == "Noto Sans CJK HK")
    #expect(FontLibrary.cjkFamily(for: "zh-Hant-HK") == "Noto Sans CJK HK")
    #expect(FontLibrary.cjkFamily(for: "zh_MO") == "Noto Sans CJK HK")
    #expect(FontLibrary.cjkFamily(for: "zh_TW") == "Noto Sans CJK TC")
    #expect(FontLibrary.cjkFamily(for: "ja") == "Noto Sans CJK JP")
    // 德 and 鷗 in Japanese text come from the Japanese font, not the Chinese one.
    let layout = try TextLayout(text: "德鷗", style: TextStyle(size: 17, locale: "ja_JP"), library: fonts)
    #expect(
      Set(layout.lines.flatMap(\.glyphs).map { layout.faces[$0.faceIndex].family }) == ["Noto Sans CJK JP"])
  }
}
