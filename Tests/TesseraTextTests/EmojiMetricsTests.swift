import TesseraGeometry
import TesseraText
import Testing

/// Color emoji advance as iOS's do next to system text, not as the bundled emoji font's own
/// 1.245 em: 23.0 pt at 16 pt (1.44 em), about 55 pt at 50 pt (1.10 em).
@Suite struct EmojiMetricsTests {
  let fonts: FontLibrary

  init() throws { fonts = try FontLibrary.bundled() }

  /// The distance from one emoji's pen position to the next, in points.
  func pitch(_ size: Double) throws -> Double {
    let l = try TextLayout(text: "👍👍👍", style: TextStyle(size: size), maxWidth: nil, library: fonts)
    let xs = l.lines[0].glyphs.map(\.x)
    try #require(xs.count == 3)
    return (xs[2] - xs[0]) / 2
  }

  @Test func advanceMatchesIOSAtTheMeasuredSizes() throws {
    #expect(abs(try pitch(16) - 23.0) < 0.05)
    #expect(abs(try pitch(50) - 55.0) < 0.05)
    // Between them the line through both; the font's own 1.245 em would be 19.9 at 16 pt and 62.3 at 50 pt.
    #expect(abs(try pitch(33) - 39.0) < 0.05)
    // Outside them, the ratio at the nearest measured size.
    #expect(abs(try pitch(12) - 12 * 23.0 / 16) < 0.05)
    #expect(abs(try pitch(100) - 110) < 0.05)
  }

  /// Text after an emoji moves with it: "a👍b" is one emoji advance wider than "ab".
  @Test func textAfterAnEmojiLandsOneIOSAdvanceLater() throws {
    let style = TextStyle(size: 17)
    let with = try TextLayout(text: "a👍b", style: style, maxWidth: nil, library: fonts)
    let without = try TextLayout(text: "ab", style: style, maxWidth: nil, library: fonts)
    let expected = 23.0 + (17 - 16) * 32.0 / 34
    #expect(abs(with.size.width - without.size.width - expected) < 0.05)
  }
}
