import TesseraDisplayList
import TesseraGeometry
import TesseraUI
import Testing

/// `Image(systemName:).resizable()` stretches the symbol to its frame, as SwiftUI does: the
/// glyph's ink, as SF Symbols' images are their glyph's bounds.
@Suite struct ResizableSymbolTests {
  /// The extent of the ink (alpha above a quarter) of a view drawn at 3x, in points.
  func ink(_ view: some View) throws -> (width: Double, height: Double) {
    try SymbolInk.extent(view, threshold: 64)
  }

  /// GoodSwiftUI's iOS 18.6 buttons draw `person` and `arrow.right` resizable and scaled to fit
  /// 20-point frames: the ink fills the long side (18.7 x 20 and 19.7 x 16 on iOS).
  @Test func scaledToFitTheInkFillsTheLongSide() throws {
    let arrow = try ink(
      Image(systemName: "arrow.right").resizable().scaledToFit().frame(width: 20, height: 20))
    #expect(arrow.width > 19.3, "\(arrow)")
    let person = try ink(Image(systemName: "person").resizable().scaledToFit().frame(width: 20, height: 20))
    #expect(person.height > 19.3, "\(person)")
    // Its natural size is its ink's, not the square box of a symbol set in text (20.4 pt at body
    // size; Material's arrow is 13.6 of it).
    let natural = try ImageRenderer(content: Image(systemName: "arrow.right").resizable().fixedSize())
      .displayList().size
    #expect(natural.width < 17 && natural.height < 17, "\(natural)")
  }

  /// Stretched onto its frame, a resizable symbol's strokes are as heavy as SF's: GoodSwiftUI's
  /// iOS 18.6 `person` in a 20-point frame covers 105 pt² (Tessera's Regular covered 166; it now
  /// draws Material's Light, 133).
  @Test func aResizableSymbolsStrokesAreSFs() throws {
    let covered = try SymbolInk.coverage(
      Image(systemName: "person").resizable().scaledToFit().frame(width: 20, height: 20))
    #expect(covered > 95 && covered < 150, "\(covered)")
  }

  @Test func aResizableSymbolFillsItsFrame() throws {
    let list = try ImageRenderer(
      content: Image(systemName: "star.fill").resizable().frame(width: 40, height: 60)
    ).displayList()
    #expect(list.size == Size(width: 40, height: 60))
    let dump = list.dump
    #expect(dump.contains("accessibility (0, 0, 40, 60) image image \"star.fill\""), "\(dump)")
    #expect(dump.contains("group transform"), "\(dump)")
  }

  @Test func withoutResizableTheSymbolKeepsItsSize() throws {
    let list = try ImageRenderer(
      content: Image(systemName: "star.fill").frame(width: 40, height: 60)
    ).displayList()
    #expect(!list.dump.contains("group transform"))
    // At its font's size: a body symbol is about 20 pt.
    let plain = try ImageRenderer(content: Image(systemName: "star.fill")).displayList().size
    #expect(plain.width < 25)
    let fit = try ImageRenderer(
      content: Image(systemName: "star.fill").resizable().scaledToFit().frame(width: 80, height: 40)
    ).displayList()
    #expect(fit.dump.contains("image \"star.fill\""))
  }
}
