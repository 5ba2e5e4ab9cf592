import TesseraDisplayList
import TesseraGeometry
import TesseraText
import TesseraUI
import Testing

/// A symbol's image is as wide as SF Symbols makes it: about 1.2 em, and the chevrons and `xmark`
/// their ink plus a margin on each side, measured on iOS references.
@Suite struct SymbolFrameTests {
  func size(_ view: some View) throws -> Size { try ImageRenderer(content: view).displayList().size }

  /// The extent of the ink (alpha above half) of a view drawn at 3x, in points.
  func ink(_ view: some View) throws -> (width: Double, height: Double) {
    try SymbolInk.extent(view, threshold: 128)
  }

  /// Spezi's iOS 18 tile: `checkmark.circle.fill` at 28.9 pt is 34.3 pt wide (1.19 em), its
  /// ink 29: a symbol that was not measured narrower keeps the 1.2-em box's width.
  @Test func aCircledSymbolKeepsTheBoxWidth() throws {
    let circle = try size(Image(systemName: "checkmark.circle.fill").font(.system(size: 17)))
    #expect(abs(circle.width - 20.4) < 0.01, "\(circle)")
  }

  /// SF Symbols' images are as tall as their ink and about 0.075 em above and below it, not
  /// square (criticalmaps' iOS 18.2 references at 3x: `heart` at 17 pt 15.3 pt of ink in an
  /// 18-point frame, 4 px from frame to ink at the top; a `VStack` of `bicycle`, text and `heart`
  /// 12 px shorter than square boxes made it).
  @Test func aSymbolIsAsTallAsItsInkAndMargins() throws {
    for name in ["heart", "checkmark.circle.fill", "xmark", "star.fill"] {
      let symbol = Image(systemName: name).font(.system(size: 17))
      let frame = try size(symbol)
      let drawn = try ink(symbol)
      // The ink measured at 3x with alpha above half: within a pixel's third of the outline's.
      #expect(abs(frame.height - (drawn.height + 2 * 0.075 * 17)) < 0.5, "\(name): \(frame) \(drawn)")
      #expect(frame.height < 20.4, "\(name): \(frame)")
    }
    let heart = try size(Image(systemName: "heart").font(.system(size: 17)))
    #expect(abs(heart.height - 18) < 0.7, "\(heart)")
    // A column of symbols and text is as tall as those frames make it.
    let column = try size(
      VStack {
        Image(systemName: "heart"); Text("Critical Maps"); Image(systemName: "heart")
      })
    #expect(column.height < 20.4 * 2 + 20.3, "\(column)")
  }

  /// The glyph stays where the square box put it next to text: the box's first text baseline at
  /// 80 % of its height on the text's baseline, the glyph's em box centred down the box.
  /// At 3x, the symbol's frame on the pixel grid: within half a pixel.
  @Test func aSymbolsGlyphStaysWhereTheSquareBoxPutIt() throws {
    let renderer = ImageRenderer(
      content: HStack(alignment: .firstTextBaseline, spacing: 0) {
        Text("H"); Image(systemName: "heart")
      }.font(.system(size: 17)))
    renderer.scale = 3
    let list = try renderer.displayList()
    var drawn: [(origin: Point, layout: TextLayout)] = []
    func walk(_ items: [DisplayItem], dy: Double) {
      for item in items {
        switch item {
        case .text(let layout, let origin, _): drawn.append((Point(x: origin.x, y: origin.y + dy), layout))
        case .group(let g): walk(g.items, dy: dy + g.transform.ty)
        default: break
        }
      }
    }
    walk(list.items, dy: 0)
    #expect(drawn.count == 2, "\(list.dump)")
    guard drawn.count == 2, let line = drawn[0].layout.lines.first else { return }
    let box = 17 * 1.2
    let baseline = drawn[0].origin.y + line.baseline
    let expected = baseline - 0.8 * box + (box - drawn[1].layout.size.height) / 2
    #expect(abs(drawn[1].origin.y - expected) <= 0.5 / 3 + 1e-9, "\(drawn[1].origin.y) \(expected)")
  }

  /// `xmark` at 16 pt is about 17 pt wide on iOS (12.3 pt of ink, 2.3 pt each side), not 19.2.
  @Test func anOpenGlyphIsItsInkAndMargins() throws {
    let xmark = try size(Image(systemName: "xmark").font(.system(size: 16)))
    #expect(xmark.width > 15.5 && xmark.width < 17.5 && xmark.height < 19.2, "\(xmark)")
  }

  /// `bicycle` at 17 pt is a wide glyph on iOS: criticalmaps' iOS 18.2 button draws 27 x 16.7 pt
  /// of ink in a frame about 31 pt wide (2 pt each side), where Material's square glyph is 20.3 x
  /// 13.7 pt and the 1.2-em box 20.4 pt.
  @Test func aWideGlyphIsDrawnAsLargeAsSFSymbolsDrawsIt() throws {
    let bicycle = Image(systemName: "bicycle").font(.system(size: 17))
    let frame = try size(bicycle)
    let drawn = try ink(bicycle)
    #expect(frame.width > 28 && frame.width < 32, "\(frame)")
    #expect(drawn.width > 25 && drawn.width < 28 && drawn.height > 16 && drawn.height < 18.5, "\(drawn)")
  }

  /// A `Label`'s icon keeps the square box, so the titles of a column of labels line up.
  @Test func aLabelsIconKeepsTheSquareBox() throws {
    let narrow = try size(Label("A", systemImage: "chevron.right"))
    let wide = try size(Label("A", systemImage: "checkmark.circle.fill"))
    #expect(narrow.width == wide.width, "\(narrow) \(wide)")
  }
}
