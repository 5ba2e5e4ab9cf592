import Foundation
import TesseraPNG
import TesseraRaster
import Testing

/// Decoding every color type, bit depth and interlacing to premultiplied RGBA8.
@Suite struct PNGDecodeTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures")

  func load(_ name: String) throws -> Pixmap {
    try PNG.read(contentsOf: Self.fixtures.appendingPathComponent(name).path)
  }

  /// The pattern of the RGBA fixtures, straight alpha.
  func expected(x: Int, y: Int) -> PremultipliedColor {
    PremultipliedColor(
      straightR: UInt8(x * 16), g: UInt8(y * 32), b: UInt8(255 - x * 16), a: x < 8 ? 255 : 128)
  }

  @Test(arguments: ["rgba8.png", "rgba8-interlaced.png", "rgba16.png"])
  func rgbaFixtures(name: String) throws {
    let p = try load(name)
    #expect(p.width == 16 && p.height == 8)
    for y in 0..<8 {
      for x in 0..<16 {
        #expect(p.pixel(x: x, y: y) == expected(x: x, y: y), "\(name) at \(x),\(y)")
      }
    }
  }

  @Test func rgb16IsOpaqueAndScaled() throws {
    let p = try load("rgb16.png")
    #expect(p.isOpaque)
    #expect(p.pixel(x: 3, y: 2) == PremultipliedColor(r: 48, g: 64, b: 207, a: 255))
  }

  @Test func gray1ExpandsToBlackAndWhite() throws {
    let p = try load("gray1.png")
    #expect(p.pixel(x: 0, y: 0) == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
    #expect(p.pixel(x: 1, y: 0) == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
  }

  @Test func gray16AndGrayAlpha() throws {
    let g = try load("gray16.png")
    #expect(g.pixel(x: 5, y: 3) == PremultipliedColor(r: 80, g: 80, b: 80, a: 255))
    let ga = try load("graya8.png")
    #expect(ga.pixel(x: 5, y: 1) == PremultipliedColor(r: 80, g: 80, b: 80, a: 255))
    #expect(ga.pixel(x: 5, y: 6) == PremultipliedColor.transparent)
  }

  @Test func paletteWithTransparency() throws {
    let p = try load("palette2-trns.png")
    #expect(p.pixel(x: 0, y: 0) == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
    #expect(p.pixel(x: 5, y: 0) == PremultipliedColor(r: 0, g: 255, b: 0, a: 255))
    #expect(p.pixel(x: 9, y: 0) == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
    #expect(p.pixel(x: 13, y: 0) == PremultipliedColor.transparent)
  }

  @Test func colorKeyBecomesAlpha() throws {
    let p = try load("rgb8-colorkey.png")
    #expect(p.pixel(x: 0, y: 0) == PremultipliedColor.transparent)
    #expect(p.pixel(x: 5, y: 0) == PremultipliedColor(r: 200, g: 100, b: 50, a: 255))
  }
}
