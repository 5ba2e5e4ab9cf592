import TesseraDisplayList
import TesseraGeometry
import TesseraUI
import Testing

/// `Image(systemName:).resizable()` stretches the symbol to its frame, as SwiftUI does.
@Suite struct ResizableSymbolTests {
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
