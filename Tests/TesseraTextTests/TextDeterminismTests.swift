import Dispatch
import TesseraGeometry
import TesseraRaster
import TesseraSync
import TesseraText
import Testing

/// Text renders to the same bytes on any thread, with the glyph cache cold or warm.
@Suite struct TextDeterminismTests {
  static func render(_ fonts: FontLibrary) throws -> Pixmap {
    var c = try Canvas(width: 400, height: 120, background: .white)
    c.scale(x: 2, y: 2)
    let l = try TextLayout(
      text: "Wireless Headphones · שלום مرحبا", style: TextStyle(size: 14, weight: .semibold), maxWidth: 180,
      library: fonts)
    c.draw(l, at: Point(x: 6.3, y: 4.7), color: .black)
    return c.pixmap
  }

  @Test func sameBytesOnManyThreadsColdAndWarm() throws {
    let fonts = try FontLibrary.bundled()
    GlyphCache.shared.removeAll()
    let results = Locked<[Int: Pixmap]>([:])
    DispatchQueue.concurrentPerform(iterations: 8) { i in
      if let p = try? Self.render(fonts) { results.withLock { $0[i] = p } }
    }
    let warm = try Self.render(fonts)
    let all = results.withLock { $0 }
    #expect(all.count == 8)
    for (i, p) in all { #expect(p == warm, "thread \(i)") }
  }
}
