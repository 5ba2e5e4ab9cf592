import TesseraUI
import Testing

import struct TesseraRaster.Pixmap
import struct TesseraRaster.PremultipliedColor

/// `ImagePaint` / `.image(_:sourceRect:scale:)` and `resizable(capInsets:resizingMode:)`.
@MainActor @Suite struct ImagePaintTests {
  /// A 2x2 image: red, green / blue, white.
  let checker: Pixmap

  init() throws {
    let colors: [Color.Resolved] = [
      .init(red: 1, green: 0, blue: 0), .init(red: 0, green: 1, blue: 0), .init(red: 0, green: 0, blue: 1),
      .init(red: 1, green: 1, blue: 1),
    ]
    checker = try Pixmap(width: 2, height: 2, pixels: colors.map { $0.premultiplied.packed })
  }

  func render(_ view: some View) throws -> Pixmap { try ImageRenderer(content: view).render().pixmap() }

  @Test func aShapeFilledWithAnImageRepeatsItFromItsCorner() throws {
    let view = Rectangle().fill(ImagePaint(image: Image(pixmap: checker).interpolation(.none), scale: 2))
      .frame(width: 8, height: 8).padding(1)
    let out = try render(view)
    // Each image pixel is 2 pt (sampled nearest, as the image asks); the first tile starts at
    // the rectangle's corner (1, 1).
    for (x, y, i) in [(1, 1, 0), (3, 1, 1), (5, 1, 0), (1, 3, 2), (4, 4, 3), (8, 8, 3)] {
      #expect(out.pixels[y * out.width + x] == checker.pixels[i], "(\(x), \(y))")
    }
    #expect(out.pixels[0] == 0)
  }

  @Test func theSourceRectPicksThePartThatRepeats() throws {
    // The right column only (green over white), as `.image(_:sourceRect:scale:)`.
    let view = Rectangle()
      .fill(.image(Image(pixmap: checker), sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1)))
      .frame(width: 4, height: 4)
    let out = try render(view)
    for x in 0..<4 {
      #expect(out.pixels[0 * 4 + x] == checker.pixels[1])
      #expect(out.pixels[1 * 4 + x] == checker.pixels[3])
      #expect(out.pixels[2 * 4 + x] == checker.pixels[1])
    }
  }

  @Test func aSymbolOrABadScalePaintsNothingWithAWarning() throws {
    let symbol = try ImageRenderer(
      content: Circle().fill(ImagePaint(image: Image(systemName: "star"))).frame(width: 4, height: 4)
    ).render()
    #expect(
      symbol.warnings.contains { $0.contains("ImagePaint") && $0.contains("star") }, "\(symbol.warnings)")
    #expect(try symbol.pixmap().pixels.allSatisfy { $0 == 0 })
    let scaled = try ImageRenderer(
      content: Rectangle().fill(ImagePaint(image: Image(pixmap: checker), scale: .nan)).frame(
        width: 4, height: 4)
    ).render()
    #expect(scaled.warnings.contains { $0.contains("scale") }, "\(scaled.warnings)")
  }

  @Test func theDisplayListNamesThePattern() throws {
    let out = try ImageRenderer(
      content: Rectangle().fill(ImagePaint(image: Image(pixmap: checker), scale: 3)).frame(
        width: 6, height: 6)
    ).render()
    #expect(out.displayList.dump.contains("image(2x2px"), "\(out.displayList.dump)")
  }

  /// A 3x3 image with a different color in each cell.
  func nineCells() throws -> Pixmap {
    var cells: [UInt32] = []
    for i in 0..<9 {
      let v = Double(i) / 8
      let blue: Double = i % 2 == 0 ? 1 : 0
      cells.append(Color.Resolved(red: v, green: 1 - v, blue: blue).premultiplied.packed)
    }
    return try Pixmap(width: 3, height: 3, pixels: cells)
  }

  @Test func capInsetsKeepTheCornersAndStretchTheRest() throws {
    let cells = try nineCells()
    let out = try render(
      Image(pixmap: cells).resizable(capInsets: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
        .interpolation(.none).frame(width: 7, height: 5))
    #expect(out.width == 7 && out.height == 5)
    // Corners at their size; edges and middle take the cell between the insets.
    #expect(out.pixels[0] == cells.pixels[0])
    #expect(out.pixels[6] == cells.pixels[2])
    #expect(out.pixels[4 * 7] == cells.pixels[6])
    #expect(out.pixels[4 * 7 + 6] == cells.pixels[8])
    for x in 1...5 { #expect(out.pixels[x] == cells.pixels[1]) }
    for y in 1...3 {
      #expect(out.pixels[y * 7] == cells.pixels[3])
      for x in 1...5 { #expect(out.pixels[y * 7 + x] == cells.pixels[4]) }
    }
  }

  @Test func tileModeRepeatsTheMiddle() throws {
    // A 2x2 image with no insets, tiled into 6x4: the checker repeats, not stretched.
    let out = try render(
      Image(pixmap: checker).resizable(resizingMode: .tile).frame(width: 6, height: 4))
    for y in 0..<4 {
      for x in 0..<6 { #expect(out.pixels[y * 6 + x] == checker.pixels[(y % 2) * 2 + x % 2], "(\(x), \(y))") }
    }
    // Stretched (the default), the left half of the top row is all red.
    let stretched = try render(
      Image(pixmap: checker).resizable().interpolation(.none).frame(width: 6, height: 4))
    #expect(stretched.pixels[1] == checker.pixels[0])
  }

  @Test func insetsWiderThanTheSpaceShrink() throws {
    let cells = try nineCells()
    let out = try ImageRenderer(
      content: Image(pixmap: cells).resizable(
        capInsets: EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
      )
      .frame(width: 2, height: 2)
    ).render()
    #expect(out.warnings.isEmpty)
    #expect(try out.pixmap().width == 2)
  }
}
