import Foundation
import TesseraPNG
import TesseraRaster
import Testing

/// Full-precision samples: every bit of a file, for exact comparisons.
@Suite struct PNGSamplesTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures")

  /// A 2x2 16-bit RGBA image; `low` is the low byte of the first pixel's green sample.
  func rgba16(low: UInt8) -> [UInt8] {
    let rows: [[UInt8]] = [
      [0x12, 0x34, 0x80, low, 0xFF, 0x00, 0xFF, 0xFF] + [0x00, 0x00, 0x10, 0x10, 0x20, 0x20, 0xFF, 0xFF],
      [0xAB, 0xCD, 0x00, 0x01, 0x7F, 0xFE, 0x80, 0x00] + [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF],
    ]
    return PNGBuilder.image(width: 2, height: 2, bitDepth: 16, colorType: 6, rows: rows)
  }

  @Test func lowByteOfASixteenBitSampleCounts() throws {
    let a = rgba16(low: 0x10)
    let b = rgba16(low: 0x11)
    // Reduced to 8 bits, both are the same pixmap ...
    #expect(try PNG.decode(a) == PNG.decode(b))
    // ... at full depth they differ, in exactly that sample.
    let sa = try PNG.decodeSamples(a)
    let sb = try PNG.decodeSamples(b)
    #expect(sa != sb)
    #expect(!sa.hasSamePixels(as: sb))
    #expect(sa.rgba16[1] == 0x8010 && sb.rgba16[1] == 0x8011)
    #expect(Array(sa.rgba16.dropFirst(2)) == Array(sb.rgba16.dropFirst(2)))
    #expect(sa.bitDepth == 16 && sa.colorType == 6 && sa.width == 2 && sa.height == 2)
    let firstTwo: [UInt16] = [0x1234, 0x8010, 0xFF00, 0xFFFF, 0x0000, 0x1010, 0x2020, 0xFFFF]
    #expect(Array(sa.rgba16.prefix(8)) == firstTwo)
  }

  @Test func rgbAndOpaqueRGBAHaveTheSameSamples() throws {
    let pixels: [[UInt8]] = [[10, 20, 30], [200, 100, 0], [255, 255, 255], [0, 0, 1]]
    let rgb = PNGBuilder.image(
      width: 2, height: 2, bitDepth: 8, colorType: 2, rows: [pixels[0] + pixels[1], pixels[2] + pixels[3]])
    let rgba = PNGBuilder.image(
      width: 2, height: 2, bitDepth: 8, colorType: 6,
      rows: [pixels[0] + [255] + pixels[1] + [255], pixels[2] + [255] + pixels[3] + [255]])
    let a = try PNG.decodeSamples(rgb)
    let b = try PNG.decodeSamples(rgba)
    #expect(a.rgba16 == b.rgba16)
    #expect(a.hasSamePixels(as: b))
    #expect(a.colorType == 2 && b.colorType == 6 && a.bitDepth == 8)
    // 8-bit samples scale exactly: v * 65535 / 255 = v * 257.
    let first: [UInt16] = [10 * 257, 20 * 257, 30 * 257, 65535]
    #expect(Array(a.rgba16.prefix(4)) == first)
  }

  @Test func fourBitGrayScalesExactly() throws {
    // 4 pixels of 4 bits: 0, 5, 10, 15 (two bytes per row).
    let bytes = PNGBuilder.image(width: 4, height: 1, bitDepth: 4, colorType: 0, rows: [[0x05, 0xAF]])
    let s = try PNG.decodeSamples(bytes)
    #expect(s.bitDepth == 4 && s.colorType == 0)
    let gray = stride(from: 0, to: 16, by: 4).map { s.rgba16[$0] }
    let expected: [UInt16] = [0, 21845, 43690, 65535]
    #expect(gray == expected)
    for i in 0..<4 {
      #expect(s.rgba16[4 * i] == s.rgba16[4 * i + 1] && s.rgba16[4 * i] == s.rgba16[4 * i + 2])
      #expect(s.rgba16[4 * i + 3] == 65535)
    }
  }

  @Test func paletteTransparencyBecomesAlpha() throws {
    let bytes = try PNG.readFile(Self.fixtures.appendingPathComponent("palette2-trns.png").path)
    let s = try PNG.decodeSamples(bytes)
    #expect(s.colorType == 3 && s.bitDepth == 2)
    let red: [UInt16] = [65535, 0, 0, 65535]
    #expect(Array(s.rgba16[0..<4]) == red)
    let x = 13
    #expect(s.rgba16[4 * x + 3] == 0)
  }

  @Test func sixteenBitFixtureMatchesTheEightBitDecode() throws {
    let bytes = try PNG.readFile(Self.fixtures.appendingPathComponent("rgba16.png").path)
    let s = try PNG.decodeSamples(bytes)
    let p = try PNG.decode(bytes)
    #expect(s.width == p.width && s.height == p.height && s.rgba16.count == p.width * p.height * 4)
    // Opaque pixels: each 8-bit channel is the 16-bit sample rounded to 8 bits.
    let c = try #require(p.pixel(x: 2, y: 3))
    let i = (3 * p.width + 2) * 4
    #expect(UInt8((UInt32(s.rgba16[i]) * 255 + 32767) / 65535) == c.r)
  }

  @Test func errorsMatchDecode() {
    #expect(throws: PNGError.notPNG(source: "x.png")) { try PNG.decodeSamples([1, 2, 3], source: "x.png") }
    let huge =
      PNGBuilder.signature + PNGBuilder.ihdr(width: 100_000, height: 100_000, bitDepth: 16, colorType: 6)
    #expect(throws: PNGError.tooLarge(source: "big.png", width: 100_000, height: 100_000)) {
      try PNG.decodeSamples(huge, source: "big.png")
    }
  }
}
