import TesseraGeometry
import TesseraRaster
import Testing

@testable import TesseraPNG

/// The pixel digest stored in PNG files: present when it can vouch for the pixels, equal to the
/// pixmap's, and rejected when the file no longer holds the data it was computed with.
@Suite struct PixelDigestTests {
  @Test func encodedFilesCarryThePixmapsDigest() throws {
    for opaque in [true, false] {
      let p = try PNGEncodeTests.sample(opaque: opaque)
      let bytes = try PNG.encode(p)
      #expect(PixelDigest(storedIn: bytes) == PixelDigest(p))
      #expect(PixelDigest(try PNG.decode(bytes)) == PixelDigest(p))
      // Every setting stores it; the chunk can be turned off.
      var options = PNGOptions.smallest
      #expect(PixelDigest(storedIn: try PNG.encode(p, options: options)) == PixelDigest(p))
      options.storesPixelDigest = false
      let plain = try PNG.encode(p, options: options)
      #expect(PixelDigest(storedIn: plain) == nil)
      #expect(try PNG.decode(plain) == p)
    }
  }

  @Test(arguments: [(1, 1), (3, 3), (8, 2), (5, 7)])
  func digestingFindsTheOpacity(width: Int, height: Int) throws {
    // Every position of one translucent pixel, including the odd last one read as a tail.
    let opaque = try Pixmap(width: width, height: height, fill: PremultipliedColor(r: 9, g: 8, b: 7, a: 255))
    #expect(PixelDigest(opaque).pixelsAreOpaque == true)
    for i in 0..<(width * height) {
      var pixels = opaque.pixels
      pixels[i] = PremultipliedColor(r: 9, g: 8, b: 7, a: 254).packed
      let p = try Pixmap(width: width, height: height, pixels: pixels)
      let d = PixelDigest(p)
      #expect(d.pixelsAreOpaque == false, "pixel \(i)")
      #expect(p.isOpaque == false)
    }
    #expect(PixelDigest(storedIn: try PNG.encode(opaque))?.pixelsAreOpaque == nil)
  }

  @Test func oneChangedPixelChangesTheDigest() throws {
    let p = try PNGEncodeTests.sample(opaque: false)
    var changed = p.pixels
    changed[changed.count / 2] ^= 1
    let q = try Pixmap(width: p.width, height: p.height, pixels: changed)
    #expect(PixelDigest(q) != PixelDigest(p))
    // The same pixels in another shape are another image.
    let wide = try Pixmap(width: 4, height: 1, pixels: [1, 2, 3, 4])
    let tall = try Pixmap(width: 1, height: 4, pixels: [1, 2, 3, 4])
    #expect(PixelDigest(wide) != PixelDigest(tall))
  }

  @Test func theDigestIsTheSameOnEveryMachine() throws {
    // Fixed inputs, fixed outputs: the digest is stored in files, so it may never change.
    let p = try Pixmap(
      width: 3, height: 2, pixels: [0xFF00_00FF, 0xFF00_FF00, 0xFFFF_0000, 0, 0x8040_2010, 7])
    #expect(PixelDigest(p).description == "310b1c3267c59a363130f240bb292a76")
    // 140 bytes: the four-lane blocks, one 8-byte word and a 4-byte tail.
    let q = try Pixmap(width: 7, height: 5, pixels: (0..<35).map { UInt32($0) &* 0x0101_0101 | 0xFF00_0000 })
    #expect(PixelDigest(q).description == "39d5052fe62b371354f735d14e5d649a")
  }

  @Test func editedTruncatedOrForeignFilesHaveNoDigest() throws {
    let p = try PNGEncodeTests.sample(opaque: false)
    let bytes = try PNG.encode(p)
    #expect(PixelDigest(storedIn: Array(bytes.dropLast(20))) == nil)
    #expect(PixelDigest(storedIn: []) == nil)
    #expect(PixelDigest(storedIn: Array(repeating: 0x89, count: 100)) == nil)
    // A flipped bit in the compressed data (its CRC fixed, as an editor would write it).
    var edited = bytes
    let idat = try #require(Self.chunkOffset("IDAT", in: bytes))
    edited[idat + 8 + 40] ^= 0x10
    Self.fixCRC(at: idat, in: &edited)
    #expect(PixelDigest(storedIn: edited) == nil)
  }

  @Test func pixelsThatCannotRoundTripGetNoDigest() throws {
    // A color channel above alpha is not premultiplied: decoding would give back other pixels.
    let odd = try Pixmap(width: 2, height: 1, pixels: [0x1020_30FF, 0xFF00_0000])
    let bytes = try PNG.encode(odd)
    #expect(PixelDigest(storedIn: bytes) == nil)
    #expect(try PNG.decode(bytes) != odd)
  }

  static func chunkOffset(_ type: String, in bytes: [UInt8]) -> Int? {
    var off = 8
    while off + 12 <= bytes.count {
      let len =
        Int(bytes[off]) << 24 | Int(bytes[off + 1]) << 16 | Int(bytes[off + 2]) << 8 | Int(bytes[off + 3])
      if String(decoding: bytes[(off + 4)..<(off + 8)], as: UTF8.self) == type { return off }
      off += 12 + len
    }
    return nil
  }

  static func fixCRC(at off: Int, in bytes: inout [UInt8]) {
    let len =
      Int(bytes[off]) << 24 | Int(bytes[off + 1]) << 16 | Int(bytes[off + 2]) << 8 | Int(bytes[off + 3])
    var crc: UInt32 = 0xFFFF_FFFF
    for b in bytes[(off + 4)..<(off + 8 + len)] {
      crc ^= UInt32(b)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    crc ^= 0xFFFF_FFFF
    let at = off + 8 + len
    bytes[at] = UInt8(crc >> 24)
    bytes[at + 1] = UInt8((crc >> 16) & 0xFF)
    bytes[at + 2] = UInt8((crc >> 8) & 0xFF)
    bytes[at + 3] = UInt8(crc & 0xFF)
  }
}
