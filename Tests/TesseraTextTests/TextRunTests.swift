import TesseraText
import Testing

/// Paragraphs whose runs differ in face: each glyph knows its run, bold is wider than regular, a
/// paragraph of one run lays out exactly as with no runs, and runs wrap as one paragraph.
@Suite struct TextRunTests {
  let fonts: FontLibrary
  init() throws { fonts = try FontLibrary.bundled() }

  @Test func glyphsCarryTheirRunAndTheRunsFace() throws {
    let style = TextStyle(size: 17)
    let runs = [TextRun(length: 6), TextRun(length: 4, weight: .bold), TextRun(length: 6, italic: true)]
    let l = try TextLayout(text: "Plain bold italic", style: style, runs: runs, library: fonts)
    #expect(l.lines.count == 1)
    let byRun = Dictionary(grouping: l.lines[0].glyphs, by: \.run).mapValues(\.count)
    #expect(byRun == [0: 6, 1: 4, 2: 7], "the last run takes the scalars past its length")
    #expect(Set(l.lines[0].glyphs.map(\.faceIndex)).count == 3, "three faces")
    let plain = try TextLayout(text: "bold", style: style, library: fonts)
    let bold = try TextLayout(text: "bold", style: TextStyle(size: 17, weight: .bold), library: fonts)
    let mixed = try TextLayout(
      text: "bold", style: style, runs: [TextRun(length: 4, weight: .bold)], library: fonts)
    #expect(mixed.size == bold.size && bold.size.width > plain.size.width)
    // One run with the style's own face: the same layout as none.
    let one = try TextLayout(
      text: "Plain bold italic", style: style, runs: [TextRun(length: 17)], library: fonts)
    let none = try TextLayout(text: "Plain bold italic", style: style, library: fonts)
    #expect(one == none)
  }

  @Test func runsWrapAsOneParagraphAndSplitByRun() throws {
    let runs = [TextRun(length: 10), TextRun(length: 10, weight: .bold), TextRun(length: 20)]
    let l = try TextLayout(
      text: "aaaa aaaa bbbb bbbb cccc cccc cccc cccc", style: TextStyle(size: 17), runs: runs, maxWidth: 120,
      library: fonts)
    #expect(l.lines.count > 1)
    let bold = l.glyphs(ofRun: 1)
    #expect(bold.lines.count == l.lines.count)
    // "bbbb bbbb ": 10 scalars, less the spaces that hang at the ends of lines (not drawn).
    #expect((8...10).contains(bold.lines.flatMap(\.glyphs).count))
    #expect(bold.lines.flatMap(\.glyphs).allSatisfy { $0.run == 1 })
    // Extents of the bold run on its first line: from its first glyph to the next run's first.
    let line = l.lines.firstIndex { $0.glyphs.contains { $0.run == 1 } } ?? 0
    let extents = l.extents(ofRun: 1, onLine: line)
    #expect(extents.count == 1)
    let first = l.lines[line].glyphs.first { $0.run == 1 }
    #expect(extents.first?.lowerBound == first?.x)
  }
}
