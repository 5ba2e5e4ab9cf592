import Testing

@testable import TesseraText

/// The same breaks, clusters and levels on every machine: expected values recorded with ICU 72
/// (Unicode 15.0, Debian 12). A machine whose ICU breaks these differently fails here, by name,
/// before any reference image does (Docs/Determinism.md).
@Suite struct UnicodeDeterminismTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let text: String
    let breaks: [Int]
    let graphemes: [Int]
    let levels: String
    var testDescription: String { text }
  }

  static let cases: [Case] = [
    // Thai has no spaces: ICU's dictionary finds the words.
    Case(
      text: "ภาษาไทยไม่มีช่องว่างระหว่างคำ", breaks: [4, 7, 12, 16, 20, 27],
      graphemes: [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 15, 16, 18, 19, 20, 21, 22, 23, 25, 26, 27, 29],
      levels: String(repeating: "0", count: 29)),
    // CJK punctuation: no break before 、 and 」, none after 「.
    Case(
      text: "日本語の文章、「括弧」。次の文", breaks: [1, 2, 3, 4, 5, 7, 9, 12, 13, 14],
      graphemes: Array(0...15), levels: String(repeating: "0", count: 15)),
    // Numbers after right-to-left text keep their order; brackets pair across directions.
    Case(
      text: "New York 2024 שלום (עולם) 1,234.50", breaks: [4, 9, 14, 19, 26], graphemes: Array(0...34),
      levels: "0000000000000011111111111122222222"),
    Case(
      text: "a (b) שלום (עולם) c", breaks: [2, 6, 11, 18], graphemes: Array(0...19),
      levels: "0000001111111111100"),
    // A family, a flag, a keycap and a base with its mark are one cluster each.
    Case(
      text: "👩‍👩‍👧 🇫🇷 1️⃣ e\u{301}", breaks: [6, 9, 13], graphemes: [0, 5, 6, 8, 9, 12, 13, 15],
      levels: String(repeating: "0", count: 15)),
  ]

  @Test(arguments: cases) func sameBreaksClustersAndLevels(_ c: Case) throws {
    let text = UnicodeAlgorithms.UTF16Text(Array(c.text.unicodeScalars))
    let breaks = UnicodeAlgorithms.lineBreaks(text).enumerated().filter { $0.element != .none }.map {
      $0.offset + 1
    }
    let graphemes = UnicodeAlgorithms.graphemeStarts(text).enumerated().filter { $0.element }.map(\.offset)
    let levels = try #require(UnicodeAlgorithms.bidiLevels(text, direction: .firstStrongElseLeftToRight))
    let versions =
      "ICU \(UnicodeAlgorithms.versions.icu), Unicode \(UnicodeAlgorithms.versions.unicode), FriBidi \(UnicodeAlgorithms.fribidiVersion)"
    #expect(breaks == c.breaks, "\(versions)")
    #expect(graphemes == c.graphemes, "\(versions)")
    #expect(levels.levels.map(String.init).joined() == c.levels, "\(versions)")
  }

  @Test func theLinkedICUIsTheOneTheReferencesWereMadeWith() {
    #expect(UnicodeAlgorithms.versions.unicode == "15.0")
    #expect(UnicodeAlgorithms.versions.icu.hasPrefix("72."))
    // Bidi levels: GNU FriBidi 1.0 (Debian 12's 1.0.8).
    #expect(UnicodeAlgorithms.fribidiVersion.hasPrefix("1.0."), "\(UnicodeAlgorithms.fribidiVersion)")
  }
}
