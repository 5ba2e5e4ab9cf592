import Foundation
import TesseraRaster
import Testing

@testable import TesseraPNG

/// Decoding is bounded by what the header declares: image data that inflates beyond its rows is
/// refused without being inflated, and ancillary chunks are not decompressed.
@Suite struct PNGBoundsTests {
  /// A 4x4 RGBA image: 4 rows of a filter byte and 16 samples.
  static let rowBytes = 4 * (1 + 16)
  static let tooLarge = "image data is larger than its header declares"

  /// 64 MiB of zeros compressed (about 64 KB) behind a 4x4 header; memoised, built once.
  static let bombStream = PNGBuilder.zlibZeros(count: 64 << 20)

  func expectTooMuchData(_ bytes: [UInt8], samples: Bool = false) {
    do {
      if samples {
        _ = try PNG.decodeSamples(bytes, source: "bomb.png")
      } else {
        _ = try PNG.decode(bytes, source: "bomb.png")
      }
      Issue.record("decoding should fail")
    } catch let error as PNGError {
      #expect(error == .corrupt(source: "bomb.png", detail: Self.tooLarge))
      #expect(error.description.contains("larger than its header declares"))
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  @Test(arguments: [false, true])
  func decompressionBombIsRefusedAfterLittleOfIt(interlaced: Bool) {
    let bytes = PNGBuilder.file(
      width: 4, height: 4, bitDepth: 8, colorType: 6, interlaced: interlaced,
      chunks: [PNGBuilder.chunk("IDAT", Self.bombStream)])
    expectTooMuchData(bytes)
    expectTooMuchData(bytes, samples: true)
    // Counted, not timed: decoding stops once the rows are done and 1 KiB more of the stream has
    // come in (libpng reads image data 8 KiB at a time), so most of the 64 KB stream, which would
    // inflate to 64 MiB, is never read, let alone inflated.
    let cost = PNG.decodingCost(bytes, source: "bomb.png")
    #expect(cost.error == .corrupt(source: "bomb.png", detail: Self.tooLarge))
    #expect(Self.bombStream.count > 60_000)
    #expect(cost.bytesRead > 0 && cost.bytesRead <= 20_000, "read \(cost.bytesRead) bytes")
  }

  @Test func bombSplitIntoManyIDATChunksIsRefused() {
    let stream = Self.bombStream
    let chunks = stride(from: 0, to: stream.count, by: 4096).map {
      PNGBuilder.chunk("IDAT", Array(stream[$0..<min($0 + 4096, stream.count)]))
    }
    expectTooMuchData(PNGBuilder.file(width: 4, height: 4, bitDepth: 8, colorType: 6, chunks: chunks))
  }

  @Test func aFewBytesMoreThanTheRowsAreRefused() {
    let stream = PNGBuilder.zlib([UInt8](repeating: 0, count: Self.rowBytes + 100))
    expectTooMuchData(
      PNGBuilder.file(
        width: 4, height: 4, bitDepth: 8, colorType: 6, chunks: [PNGBuilder.chunk("IDAT", stream)]))
  }

  @Test func dataAfterTheEndOfTheStreamIsRefused() {
    let stream = PNGBuilder.zlib([UInt8](repeating: 0, count: Self.rowBytes))
    expectTooMuchData(
      PNGBuilder.file(
        width: 4, height: 4, bitDepth: 8, colorType: 6,
        chunks: [PNGBuilder.chunk("IDAT", stream + [1, 2, 3])]))
    expectTooMuchData(
      PNGBuilder.file(
        width: 4, height: 4, bitDepth: 8, colorType: 6,
        chunks: [PNGBuilder.chunk("IDAT", stream), PNGBuilder.chunk("IDAT", [1, 2, 3])]))
  }

  @Test func exactImageDataStillDecodes() throws {
    let rows: [[UInt8]] = (0..<4).map { (y: Int) -> [UInt8] in
      (0..<16).map { (x: Int) -> UInt8 in UInt8((x * 16 + y * 7) & 0xFF) | 0x03 }
    }
    let stream = PNGBuilder.zlib(PNGBuilder.scanlines(rows))
    let whole = PNGBuilder.file(
      width: 4, height: 4, bitDepth: 8, colorType: 6, chunks: [PNGBuilder.chunk("IDAT", stream)])
    let expected = try PNG.decode(whole)
    #expect(expected.width == 4 && expected.height == 4)
    // The same stream split into IDAT chunks of 1 and 2 bytes (the Adler-32 across chunks),
    // with an empty IDAT after it: the same pixels.
    for size in [1, 2] {
      let chunks =
        stride(from: 0, to: stream.count, by: size).map {
          PNGBuilder.chunk("IDAT", Array(stream[$0..<min($0 + size, stream.count)]))
        } + [PNGBuilder.chunk("IDAT")]
      let split = PNGBuilder.file(width: 4, height: 4, bitDepth: 8, colorType: 6, chunks: chunks)
      #expect(try PNG.decode(split) == expected)
      #expect(try PNG.decodeSamples(split) == PNG.decodeSamples(whole))
    }
  }

  @Test func tesseraEncodedImagesStillDecode() throws {
    // Several IDAT chunks of 1 MiB, and both compressors.
    var pixels = [UInt32](repeating: 0, count: 700 * 700)
    var seed: UInt32 = 12_345
    for i in pixels.indices {
      seed = seed &* 1_664_525 &+ 1_013_904_223
      pixels[i] = seed | 0xFF00_0000
    }
    let pixmap = try Pixmap(width: 700, height: 700, pixels: pixels)
    for options in [PNGOptions.standard, PNGOptions.zlib] {
      #expect(try PNG.decode(PNG.encode(pixmap, options: options)) == pixmap)
    }
  }

  @Test func compressedTextChunksAreNotInflated() throws {
    let rows = [[UInt8]](repeating: [UInt8](repeating: 0x80, count: 16), count: 4)
    let image = PNGBuilder.image(width: 4, height: 4, bitDepth: 8, colorType: 6, rows: rows)
    // A zTXt and an iCCP chunk whose text and profile inflate to 64 MiB each.
    let zTXt = PNGBuilder.chunk("zTXt", Array("Comment".utf8) + [0, 0] + Self.bombStream)
    let iCCP = PNGBuilder.chunk("iCCP", Array("profile".utf8) + [0, 0] + Self.bombStream)
    let bytes = PNGBuilder.inserting([iCCP, zTXt], afterHeaderOf: image)
    #expect(try PNG.decode(bytes) == PNG.decode(image))
    // Counted, not timed: the two chunks are read past (their bytes are read), and decoding
    // allocates no more than it does for the image alone (inflating either chunk would allocate
    // up to the 8 MiB a chunk may cost).
    let plain = PNG.decodingCost(image)
    let withChunks = PNG.decodingCost(bytes)
    #expect(plain.error == nil && withChunks.error == nil)
    #expect(withChunks.bytesRead - plain.bytesRead >= 2 * Self.bombStream.count)
    #expect(
      withChunks.bytesAllocated <= plain.bytesAllocated + 4_096,
      "allocated \(withChunks.bytesAllocated) bytes against \(plain.bytesAllocated)")
  }
}
