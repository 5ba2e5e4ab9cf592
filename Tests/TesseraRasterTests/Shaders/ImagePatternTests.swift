import TesseraGeometry
import Testing

@testable import TesseraRaster

/// `Shader.imagePattern`: an image repeated over the plane, per axis, with no seams.
@Suite struct ImagePatternTests {
  /// A 2x2 tile: red, green / blue, white.
  let tile: Pixmap

  init() throws {
    let colors: [Color] = [
      Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0), Color(red: 0, green: 0, blue: 1),
      Color(red: 1, green: 1, blue: 1),
    ]
    tile = try Pixmap(width: 2, height: 2, pixels: colors.map { $0.premultiplied.packed })
  }

  func fill(_ pattern: ImagePattern, width: Int = 8, height: Int = 8) throws -> Pixmap {
    var canvas = Canvas(pixmap: try Pixmap(width: width, height: height))
    canvas.fill(
      Path(Rect(x: 0, y: 0, width: Double(width), height: Double(height))),
      with: Paint(shader: .imagePattern(pattern)))
    return canvas.pixmap
  }

  @Test(arguments: [ImageFilter.nearest, .bilinear])
  func aTileRepeatsEveryTileSizeFromItsOrigin(filter: ImageFilter) throws {
    // The tile at (1, 1), one pixel per image pixel: pixel (x, y) shows tile pixel
    // ((x − 1) mod 2, (y − 1) mod 2), with no blending at whole-pixel alignment.
    let pattern = try #require(
      ImagePattern(image: tile, tile: Rect(x: 1, y: 1, width: 2, height: 2), filter: filter))
    let out = try fill(pattern)
    for y in 0..<8 {
      for x in 0..<8 {
        let tx = ((x - 1) % 2 + 2) % 2
        let ty = ((y - 1) % 2 + 2) % 2
        #expect(out.pixels[y * 8 + x] == tile.pixels[ty * 2 + tx], "(\(x), \(y))")
      }
    }
  }

  @Test func scaledTilesJoinWithoutSeams() throws {
    // Drawn at 3 pixels per image pixel with bilinear sampling, the picture repeats exactly
    // every 6 pixels in both directions, including across tile edges.
    let pattern = try #require(ImagePattern(image: tile, tile: Rect(x: 0, y: 0, width: 6, height: 6)))
    let out = try fill(pattern, width: 18, height: 18)
    for y in 0..<12 {
      for x in 0..<12 {
        #expect(out.pixels[y * 18 + x] == out.pixels[(y + 6) * 18 + x + 6])
      }
    }
    // Across the tile edge at x = 6, the white/blue row blends with the next tile's blue.
    #expect(out.pixels[4 * 18 + 5] != out.pixels[4 * 18 + 4])
  }

  @Test func anAxisThatDoesNotRepeatExtendsItsEdge() throws {
    // Repeating across only: rows below the tile keep its last row.
    let pattern = try #require(
      ImagePattern(
        image: tile, tile: Rect(x: 0, y: 0, width: 2, height: 2), filter: .nearest, repeatsVertically: false))
    let out = try fill(pattern)
    #expect(out.pixels[7 * 8 + 0] == tile.pixels[2])
    #expect(out.pixels[7 * 8 + 3] == tile.pixels[3])
    #expect(out.pixels[0 * 8 + 5] == tile.pixels[1])
  }

  @Test func opacityAndBadGeometry() throws {
    var pattern = try #require(ImagePattern(image: tile, tile: Rect(x: 0, y: 0, width: 2, height: 2)))
    var canvas = Canvas(pixmap: try Pixmap(width: 4, height: 4))
    canvas.fill(
      Path(Rect(x: 0, y: 0, width: 4, height: 4)), with: Paint(shader: .imagePattern(pattern), opacity: 0.5))
    #expect(canvas.pixmap.pixel(x: 0, y: 0)?.a == 128)
    // A singular or non-finite placement draws nothing and does not trap.
    #expect(ImagePattern(image: tile, tile: Rect(x: 0, y: 0, width: 0, height: 2)) == nil)
    #expect(ImagePattern(image: tile, tile: Rect(x: .nan, y: 0, width: 2, height: 2)) == nil)
    pattern.transform = AffineTransform(a: 0, d: 0)
    #expect(try fill(pattern).pixels.allSatisfy { $0 == 0 })
    pattern.transform = AffineTransform(a: 1e300, d: 1e-300, tx: 1e308)
    _ = try fill(pattern)
  }

  @Test func croppedAndMean() throws {
    let part = try #require(tile.cropped(x: 1, y: 0, width: 1, height: 2))
    #expect(part.pixels == [tile.pixels[1], tile.pixels[3]])
    #expect(tile.cropped(x: 1, y: 1, width: 2, height: 1) == nil)
    #expect(tile.cropped(x: -1, y: 0, width: 1, height: 1) == nil)
    let mean = tile.meanColor
    #expect(abs(mean.red - 0.5) < 0.01 && abs(mean.green - 0.5) < 0.01 && abs(mean.blue - 0.5) < 0.01)
  }
}
