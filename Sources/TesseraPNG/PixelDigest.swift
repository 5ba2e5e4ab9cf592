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

  /// The digest of a pixmap: its width, height and packed premultiplied pixels.
  public init(_ pixmap: Pixmap) {
    var out: (UInt64, UInt64) = (0, 0)
    let seed = UInt64(pixmap.width) << 32 | UInt64(pixmap.height)
    pixmap.pixels.withUnsafeBytes { raw in
      withUnsafeMutableBytes(of: &out) { o in
        tessera_digest128(
          raw.baseAddress, raw.count, seed, o.baseAddress?.assumingMemoryBound(to: UInt64.self))
      }
    }
    high = out.0
    low = out.1
  }

  /// The digest of a pixmap that PNG encoding and decoding gives back unchanged (every color
  /// channel at most its alpha); nil for any other pixmap, whose digest a file cannot vouch for.
  init?(exactlyRoundTripping pixmap: Pixmap) {
    let canonical = pixmap.pixels.withUnsafeBufferPointer { px in
      tessera_pixels_canonical(px.baseAddress, px.count)
    }
    guard canonical == 1 else { return nil }
    self.init(pixmap)
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
