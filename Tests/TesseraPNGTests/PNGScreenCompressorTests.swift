import CTesseraPNG
import CZlib
import Foundation
import TesseraGeometry
import TesseraPNG
import TesseraRaster
import Testing

/// The screen compressor (``PNGOptions/Compressor/screen``): exact round trips through libpng,
/// a zlib stream that zlib itself accepts (Huffman tables, Adler-32), the same bytes for any
/// thread count, and the edge cases of its tokens.
@Suite struct PNGScreenCompressorTests {
  /// zlib, filter None: its inflated image data is exactly what the screen stream must inflate to.
  static let plain = PNGOptions(compressionLevel: 1, filter: .none)

  /// The concatenated IDAT data of a PNG file.
  static func imageData(_ png: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var i = 8
    while i + 8 <= png.count {
      let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
      let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
      if type == "IDAT" { out += png[(i + 8)..<(i + 8 + length)] }
      i += 12 + length
    }
    return out
  }

  /// Inflates a zlib stream with zlib (which checks the Adler-32), or nil when zlib refuses it.
  static func inflate(_ stream: [UInt8], size: Int) -> [UInt8]? {
    var out = [UInt8](repeating: 0, count: size + 1)
    var length = uLongf(out.count)
    let rc = out.withUnsafeMutableBufferPointer { o in
      stream.withUnsafeBufferPointer { s in uncompress(o.baseAddress, &length, s.baseAddress, uLong(s.count))
      }
    }
    guard rc == Z_OK, Int(length) == size else { return nil }
    return Array(out.prefix(size))
  }

  /// Checks one pixmap every way and returns the screen-compressed bytes.
  @discardableResult
  static func check(_ p: Pixmap, sourceLocation: SourceLocation = #_sourceLocation) throws -> [UInt8] {
    let screen = try PNG.encode(p, options: .standard)
    let reference = try PNG.encode(p, options: plain)
    let bpp = p.isOpaque ? 3 : 4
    let size = p.height * (1 + p.width * bpp)
    let inflated = inflate(imageData(screen), size: size)
    #expect(inflated != nil, "zlib refused the stream", sourceLocation: sourceLocation)
    let decoded = try PNG.decode(screen)
    let expected = try PNG.decode(reference)
    let samePixels = decoded == expected
    #expect(samePixels, "libpng decodes other pixels", sourceLocation: sourceLocation)
    var one = PNGOptions.standard
    one.threads = 1
    var three = PNGOptions.standard
    three.threads = 3
    #expect(try PNG.encode(p, options: one) == screen, sourceLocation: sourceLocation)
    #expect(try PNG.encode(p, options: three) == screen, sourceLocation: sourceLocation)
    return screen
  }

  /// A deterministic generator (SplitMix64).
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
  }

  @Test(arguments: [true, false])
  func renderedSampleRoundTrips(opaque: Bool) throws {
    let p = try PNGEncodeTests.sample(opaque: opaque)
    try Self.check(p)
    if opaque { #expect(try PNG.decode(PNG.encode(p, options: .standard)) == p) }
  }

  /// FNV-1a over the file's bytes.
  static func fingerprint(_ bytes: [UInt8]) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in bytes {
      h ^= UInt64(b)
      h = h &* 0x100_0000_01b3
    }
    return h
  }

  @Test func theSameBytesOnEveryMachine() throws {
    // Pinned: the bytes depend on nothing but the pixels (no zlib version, no thread count, no
    // CPU feature). A change here changes every file Tessera writes: make it on purpose.
    let opaque = try PNG.encode(try PNGEncodeTests.sample(opaque: true))
    let translucent = try PNG.encode(try PNGEncodeTests.sample(opaque: false))
    #expect((opaque.count, Self.fingerprint(opaque)) == (9222, 12_805_378_697_795_462_506))
    #expect((translucent.count, Self.fingerprint(translucent)) == (10223, 6_479_644_417_938_083_634))
    // The portable path (no AVX2) writes the same bytes.
    tessera_png_use_cpu_features(0)
    defer { tessera_png_use_cpu_features(1) }
    #expect(try PNG.encode(try PNGEncodeTests.sample(opaque: true)) == opaque)
    #expect(try PNG.encode(try PNGEncodeTests.sample(opaque: false)) == translucent)
    let big = try Canvas(width: 1170, height: 300, background: .white)
    #expect(try PNG.encode(big.pixmap) == PNG.encode(big.pixmap))
  }

  @Test func flatImageIsTiny() throws {
    let c = try Canvas(width: 1170, height: 2532, background: .white)
    let bytes = try Self.check(c.pixmap)
    // Every row after the first is one copy of the row above.
    #expect(bytes.count < 20_000)
  }

  @Test(arguments: [(1, 1), (1, 300), (300, 1), (2, 2), (65, 129), (11_000, 3)])
  func edgeSizesRoundTrip(width: Int, height: Int) throws {
    // 11,000 RGB pixels make a row longer than deflate's 32 KiB window: no row copies then.
    var g = Generator(state: UInt64(width * 7919 + height))
    var c = try Canvas(width: width, height: height, background: .white)
    for _ in 0..<20 {
      let x = Double(g.below(max(width, 1))), y = Double(g.below(max(height, 1)))
      c.fill(
        Rect(
          x: x - 3.3, y: y - 2.6, width: Double(1 + g.below(40)) + 0.4, height: Double(1 + g.below(9)) + 0.7),
        with: Paint(Color(red: Double(g.below(256)) / 255, green: 0.3, blue: 0.6, opacity: 0.8)))
    }
    try Self.check(c.pixmap)
  }

  @Test func noiseUsesEveryLiteral() throws {
    var g = Generator(state: 42)
    let pixels = (0..<(97 * 61)).map { _ in UInt32(truncatingIfNeeded: g.next()) | 0xFF00_0000 }
    try Self.check(try Pixmap(width: 97, height: 61, pixels: pixels))
    // Translucent noise: channels at most alpha, as premultiplied pixels are.
    let translucent = (0..<(97 * 61)).map { _ -> UInt32 in
      let a = UInt32(g.below(256))
      let c = { a == 0 ? 0 : UInt32(g.below(Int(a) + 1)) }
      return c() | c() << 8 | c() << 16 | a << 24
    }
    try Self.check(try Pixmap(width: 97, height: 61, pixels: translucent))
  }

  @Test func skewedLiteralsNeedLengthLimitedCodes() throws {
    // Byte values with Fibonacci frequencies: a plain Huffman code would be 24 bits deep.
    var bytes: [UInt8] = []
    var (a, b) = (1, 1)
    for value in 0..<25 {
      bytes += [UInt8](repeating: UInt8(value * 9), count: a)
      (a, b) = (b, a + b)
    }
    var g = Generator(state: 7)
    for i in stride(from: bytes.count - 1, to: 0, by: -1) { bytes.swapAt(i, g.below(i + 1)) }
    let width = 256
    let count = bytes.count / 3 / width * width
    let pixels = (0..<count).map { (i: Int) -> UInt32 in
      let r = UInt32(bytes[3 * i])
      let g = UInt32(bytes[3 * i + 1]) << 8
      let b = UInt32(bytes[3 * i + 2]) << 16
      return r | g | b | 0xFF00_0000
    }
    try Self.check(try Pixmap(width: width, height: count / width, pixels: pixels))
  }

  @Test func randomScreensRoundTrip() throws {
    // Flat panels, repeated rows, runs, copies from above and repeated glyph-like patches.
    var g = Generator(state: 2026)
    for _ in 0..<40 {
      let width = 1 + g.below(300), height = 1 + g.below(200)
      var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: width * height)
      for _ in 0..<g.below(30) {
        let x0 = g.below(width), y0 = g.below(height)
        let x1 = min(width, x0 + 1 + g.below(80)), y1 = min(height, y0 + 1 + g.below(40))
        let color = UInt32(truncatingIfNeeded: g.next()) | 0xFF00_0000
        let noisy = g.below(3) == 0
        for y in y0..<y1 {
          for x in x0..<x1 {
            pixels[y * width + x] = noisy ? (color ^ UInt32(g.below(4))) : color
          }
        }
      }
      // Stamp one patch several times (the hash-table copies).
      let patch = (0..<12).map { _ in UInt32(truncatingIfNeeded: g.next()) | 0xFF00_0000 }
      for _ in 0..<g.below(8) {
        let x0 = g.below(width), y0 = g.below(height)
        for (i, p) in patch.enumerated() where x0 + i % 6 < width && y0 + i / 6 < height {
          pixels[(y0 + i / 6) * width + x0 + i % 6] = p
        }
      }
      if g.below(2) == 0 {
        // Some transparency.
        for i in stride(from: 0, to: pixels.count, by: 1 + g.below(5)) { pixels[i] = 0x4020_1040 }
      }
      try Self.check(try Pixmap(width: width, height: height, pixels: pixels))
    }
  }
}
