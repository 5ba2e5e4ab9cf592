import CTesseraPNG
import TesseraRaster

/// A 128-bit digest of an image's size and pixels: equal digests mean equal images (a collision
/// between different images is about 2⁻¹²⁸ likely).
///
/// Tessera's encoder stores it in each PNG it writes (a private chunk, `pxHS`, beside a digest of
/// the compressed data it describes), so a snapshot check compares the digest of a fresh render
/// with the reference file's stored one and decodes the file only when they differ. The value is
/// the same on every machine and run; it is not a cryptographic hash.
public struct PixelDigest: Hashable, Sendable, CustomStringConvertible {
  /// The first 64 bits.
  public let high: UInt64
  /// The last 64 bits.
  public let low: UInt64
  /// Whether every pixel of the digested pixmap has alpha 255, found while digesting it; nil for
  /// a digest read from a file. Not part of the value: equal digests mean equal pixels anyway.
  let pixelsAreOpaque: Bool?

  /// The digest of a pixmap: its width, height and packed premultiplied pixels.
  public init(_ pixmap: Pixmap) {
    var out: (UInt64, UInt64) = (0, 0)
    let seed = UInt64(pixmap.width) << 32 | UInt64(pixmap.height)
    let opaque = pixmap.pixels.withUnsafeBufferPointer { px in
      withUnsafeMutableBytes(of: &out) { o in
        tessera_pixel_digest(
          px.baseAddress, px.count, seed, o.baseAddress?.assumingMemoryBound(to: UInt64.self))
      }
    }
    high = out.0
    low = out.1
    pixelsAreOpaque = opaque == 1
  }

  /// Whether PNG encoding and decoding gives `pixmap` back unchanged: every color channel at most
  /// its alpha. The digest of any other pixmap cannot be vouched for by a file.
  static func roundTrips(_ pixmap: Pixmap) -> Bool {
    pixmap.pixels.withUnsafeBufferPointer { px in tessera_pixels_canonical(px.baseAddress, px.count) } == 1
  }

  /// Equal when the 128 bits are.
  public static func == (a: PixelDigest, b: PixelDigest) -> Bool { a.high == b.high && a.low == b.low }

  /// Hashes the 128 bits.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(high)
    hasher.combine(low)
  }

  /// The digest stored in a PNG file's bytes by Tessera's encoder; nil when the file has none, or
  /// when its image data no longer matches the digest stored with it (the file was edited,
  /// re-encoded or truncated). Reads chunk headers only: no decompression.
  public init?(storedIn png: [UInt8]) {
    var out: (UInt64, UInt64) = (0, 0)
    let found = png.withUnsafeBufferPointer { b in
      withUnsafeMutableBytes(of: &out) { o in
        tessera_png_stored_digest(b.baseAddress, b.count, o.baseAddress?.assumingMemoryBound(to: UInt64.self))
      }
    }
    guard found == 1 else { return nil }
    high = out.0
    low = out.1
    pixelsAreOpaque = nil
  }

  /// 32 lowercase hexadecimal digits.
  public var description: String {
    func hex(_ v: UInt64) -> String {
      let s = String(v, radix: 16)
      return String(repeating: "0", count: 16 - s.count) + s
    }
    return hex(high) + hex(low)
  }
}
