import TesseraSnapshot
import Testing

@testable import TesseraUI

/// The 40 SF Symbols names real app code uses most (counted over `Examples/`), each drawn next to
/// its name: the sheet Docs/Symbols.md points at, looked at for meaning.
@Suite struct SymbolSheetTests {
  static let mostUsed = [
    "book.pages.fill", "checkmark.circle.fill", "checkmark", "person", "arrow.right", "xmark", "star.fill",
    "trash",
    "person.fill.badge.plus", "star", "heart", "magnifyingglass", "plus", "person.crop.circle", "clock",
    "heart.fill", "leaf", "exclamationmark.triangle.fill", "bird", "bookmark", "ellipsis.circle", "tray",
    "checkmark.circle", "drop.fill", "photo", "shippingbox", "sparkles", "line.3.horizontal.decrease.circle",
    "timer", "arrow.uturn.backward", "bookmark.fill", "chevron.down", "chevron.forward", "chevron.right",
    "chevron.up", "globe", "heart.slash", "list.bullet.below.rectangle", "person.crop.circle.fill",
    "person.fill",
  ]

  struct Sheet: View {
    var body: some View {
      HStack(alignment: .top, spacing: 16) {
        ForEach(0..<2) { column in
          VStack(alignment: .leading, spacing: 6) {
            ForEach(SymbolSheetTests.mostUsed[(column * 20)..<(column * 20 + 20)], id: \.self) { name in
              HStack(spacing: 8) {
                Image(systemName: name).frame(width: 28)
                Text(name).font(.footnote)
              }
            }
          }
        }
      }
      .padding(12)
      .background(Color.white)
    }
  }

  @Test func theMostUsedSymbolsDrawWhatTheirNamesSay() throws {
    let r = ImageRenderer(content: Sheet())
    r.scale = 2
    let out = try r.render()
    // Every name but one has a glyph; the one without is said, by name.
    let missing = out.warnings.filter { $0.contains("has no glyph") }
    #expect(missing.count == 1 && missing[0].contains("list.bullet.below.rectangle"), "\(missing)")
    assertSnapshot(of: try out.pixmap(), as: .image(), named: "most-used")
  }

  @Test func everyNameInTheTableHasAGlyph() throws {
    // Every mapped name draws its Material glyph, not the placeholder: a misspelt glyph name in
    // the table would warn "has no glyph". A hundred names per render.
    let names = SystemSymbolTable.materialName.keys.sorted()
    #expect(names.count > 1100)
    for start in stride(from: 0, to: names.count, by: 100) {
      let chunk = Array(names[start..<min(start + 100, names.count)])
      let r = ImageRenderer(
        content: HStack(spacing: 0) { ForEach(chunk, id: \.self) { Image(systemName: $0) } })
      let out = try r.render()
      #expect(out.warnings.isEmpty, "\(out.warnings.prefix(5))")
    }
    // And a name outside the table does warn, so the check above can fail.
    let unknown = try ImageRenderer(content: Image(systemName: "no.such.symbol")).render()
    #expect(unknown.warnings.contains { $0.contains("no.such.symbol") })
  }

  /// The ink of a symbol: how many pixels are not white.
  func ink(_ view: some View) throws -> Int {
    let r = ImageRenderer(content: view.padding(2).background(Color.white))
    r.scale = 2
    return try r.render().pixmap().pixels.filter { $0 != 0xFFFF_FFFF }.count
  }

  @Test func outlinesFillsAndWeightsDiffer() throws {
    // An outline has less ink than its fill; a bold symbol more than a light one.
    #expect(try ink(Image(systemName: "heart")) < ink(Image(systemName: "heart.fill")) * 3 / 4)
    #expect(try ink(Image(systemName: "heart").symbolVariant(.fill)) == ink(Image(systemName: "heart.fill")))
    #expect(
      try ink(Image(systemName: "gear").fontWeight(.light)) < ink(Image(systemName: "gear").fontWeight(.bold))
    )
    // The radio-style ring keeps its outline with `.fill` in its name.
    #expect(try ink(Image(systemName: "largecircle.fill.circle")) < ink(Image(systemName: "circle.fill")))
  }
}
