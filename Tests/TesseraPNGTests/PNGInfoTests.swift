import Foundation
import TesseraPNG
import TesseraRaster
import Testing

/// The header and chunk list of a PNG, read without decoding.
@Suite struct PNGInfoTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures")

  func encoded(opaque: Bool) throws -> [UInt8] {
    var pixels = [UInt32](repeating: 0xFF33_6699, count: 30 * 20)
    if !opaque { pixels[7] = 0x8020_1010 }
    return try PNG.encode(Pixmap(width: 30, height: 20, pixels: pixels))
  }

  @Test func tesseraEncodedImage() throws {
    let info = try PNG.info(encoded(opaque: true), source: "a.png")
    #expect(info.width == 30 && info.height == 20 && info.bitDepth == 8)
    #expect(info.colorType == 2 && !info.interlaced)
    #expect(info.chunks == ["IHDR", "pxHS", "IDAT", "IEND"])
    #expect(info.isLosslesslyReencodable)
    let rgba = try PNG.info(encoded(opaque: false))
    #expect(rgba.colorType == 6 && rgba.isLosslesslyReencodable)
  }

  @Test func addedGammaAndTextChunks() throws {
    let gAMA = PNGBuilder.chunk("gAMA", PNGBuilder.bigEndian(45_455))
    let tEXt = PNGBuilder.chunk("tEXt", Array("Comment".utf8) + [0] + Array("hello".utf8))
    let bytes = PNGBuilder.inserting([gAMA, tEXt], afterHeaderOf: try encoded(opaque: true))
    let info = try PNG.info(bytes)
    #expect(info.chunks == ["IHDR", "gAMA", "tEXt", "pxHS", "IDAT", "IEND"])
    #expect(!info.isLosslesslyReencodable)
    // The CRCs are right: libpng decodes the file.
    #expect(try PNG.decode(bytes).width == 30)
  }

  @Test func sixteenBitAndInterlacedFiles() throws {
    let rgba16 = try PNG.info(PNG.readFile(Self.fixtures.appendingPathComponent("rgba16.png").path))
    #expect(rgba16.bitDepth == 16 && rgba16.colorType == 6 && rgba16.width == 16 && rgba16.height == 8)
    #expect(!rgba16.isLosslesslyReencodable)
    let interlaced = try PNG.info(
      PNG.readFile(Self.fixtures.appendingPathComponent("rgba8-interlaced.png").path))
    #expect(interlaced.interlaced && interlaced.bitDepth == 8)
    let palette = try PNG.info(PNG.readFile(Self.fixtures.appendingPathComponent("palette2-trns.png").path))
    #expect(palette.colorType == 3 && palette.bitDepth == 2 && !palette.isLosslesslyReencodable)
  }

  @Test func bytesAfterIENDAreIgnored() throws {
    let bytes = try encoded(opaque: true)
    #expect(try PNG.info(bytes + [1, 2, 3]) == PNG.info(bytes))
  }

  @Test func truncatedFiles() throws {
    let bytes = try encoded(opaque: true)
    for length in [9, 20, 33, 40, bytes.count - 13, bytes.count - 1] {
      #expect(throws: PNGError.self, "cut at \(length)") {
        try PNG.info(Array(bytes.prefix(length)), source: "cut.png")
      }
      do {
        _ = try PNG.info(Array(bytes.prefix(length)), source: "cut.png")
      } catch let error as PNGError {
        guard case .corrupt(let source, _) = error else {
          Issue.record("expected .corrupt, got \(error)")
          continue
        }
        #expect(source == "cut.png")
      }
    }
  }

  @Test func malformedFiles() throws {
    #expect(throws: PNGError.notPNG(source: "data")) { try PNG.info(Array("GIF89a".utf8)) }
    #expect(throws: PNGError.notPNG(source: "data")) { try PNG.info([]) }
    // No IHDR first.
    let noHeader = PNGBuilder.signature + PNGBuilder.chunk("IEND")
    #expect(throws: PNGError.corrupt(source: "data", detail: "the first chunk is IEND, not IHDR")) {
      try PNG.info(noHeader)
    }
    // A chunk length beyond 2^31 - 1.
    var bytes = try encoded(opaque: true)
    bytes[33] = 0x80
    #expect(throws: PNGError.self) { try PNG.info(bytes) }
    // An impossible bit depth.
    let badDepth =
      PNGBuilder.signature + PNGBuilder.ihdr(width: 1, height: 1, bitDepth: 3, colorType: 2)
      + PNGBuilder.chunk("IEND")
    #expect(
      throws: PNGError.corrupt(source: "data", detail: "invalid bit depth 3 for color type 2 in IHDR")
    ) { try PNG.info(badDepth) }
  }
}
