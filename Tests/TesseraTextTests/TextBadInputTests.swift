import Testing

@testable import TesseraText

/// Text a careless or hostile source can hand the engine: each gives a clear result, with no
/// crash and no unbounded work.
@Suite struct TextBadInputTests {
  let fonts: FontLibrary
  init() throws { fonts = try FontLibrary.bundled() }

  func layout(_ text: String, width: Double? = 200) throws -> TextLayout {
    try TextLayout(text: text, style: TextStyle(size: 17), maxWidth: width, library: fonts)
  }

  // UAX #9 caps explicit embeddings at depth 125 (one more for left-to-right text inside an odd
  // level); a hundred nested right-to-left embeddings lay out on one line.
  @Test func aHundredNestedEmbeddings() throws {
    let text =
      String(repeating: "\u{202B}", count: 100) + "abc שלום" + String(repeating: "\u{202C}", count: 100)
    let l = try layout(text)
    #expect(l.lines.count == 1)
    let levels = try #require(
      UnicodeAlgorithms.bidiLevels(
        UnicodeAlgorithms.UTF16Text(Array(text.unicodeScalars)), direction: .leftToRight))
    #expect(levels.levels.max() ?? 0 <= 126)
    let deeper = String(repeating: "\u{202B}", count: 200) + "x"
    let capped = try #require(
      UnicodeAlgorithms.bidiLevels(
        UnicodeAlgorithms.UTF16Text(Array(deeper.unicodeScalars)), direction: .leftToRight))
    #expect(capped.levels.max() ?? 0 <= 126)
  }

  // Ten thousand combining marks stay on their base: one cluster, never cut.
  @Test func tenThousandMarksOnOneBase() throws {
    let l = try layout("a" + String(repeating: "\u{0301}", count: 10_000) + " b")
    #expect(l.lines.count <= 2)
    let starts = UnicodeAlgorithms.graphemeStarts(
      UnicodeAlgorithms.UTF16Text(Array(("a" + String(repeating: "\u{0301}", count: 10_000)).unicodeScalars)))
    #expect(starts.filter { $0 }.count == 2)
  }

  // A single 1 MB word has no break opportunity: it is cut between clusters, line after line.
  @Test func aOneMegabyteWord() throws {
    let l = try layout(String(repeating: "x", count: 1 << 20), width: 375)
    #expect(l.lines.count > 1000)
    #expect(l.missingScalars.isEmpty)
  }

  // Invalid UTF-8 from a file is refused with the byte offset; a lone surrogate cannot reach a
  // Swift string at all (decoding replaces it).
  @Test func invalidUTF8AndLoneSurrogates() throws {
    #expect(throws: FontError.invalidUTF8(source: "names.txt", byteOffset: 2)) {
      try TextFile.decode([0x61, 0x62, 0xFF, 0x63], source: "names.txt")
    }
    let lone = String(decoding: [0x61, 0xD800, 0x62] as [UInt16], as: UTF16.self)
    #expect(Array(lone.unicodeScalars) == ["a", "\u{FFFD}", "b"])
    #expect(try layout(lone).lines.count == 1)
  }
}
