import Foundation

/// PNG files assembled byte by byte for the command's tests: 16-bit images, extra chunks, data that
/// Tessera's encoder never writes. Image data is stored uncompressed (deflate stored blocks).
enum RawPNG {
  /// A PNG of `width`×`height` RGBA pixels at 16 bits per channel (`samples` row-major, 4 a pixel).
  static func rgba16(width: Int, height: Int, samples: [UInt16], extra: [(String, [UInt8])] = []) -> [UInt8] {
    var raw: [UInt8] = []
    for y in 0..<height {
      raw.append(0)
      for x in 0..<(width * 4) {
        let v = samples[y * width * 4 + x]
        raw += [UInt8(v >> 8), UInt8(v & 0xFF)]
      }
    }
    let header = be32(UInt32(width)) + be32(UInt32(height)) + [16, 6, 0, 0, 0]
    return signature + chunk("IHDR", header) + extra.flatMap { chunk($0.0, $0.1) }
      + chunk("IDAT", zlibStored(raw))
      + chunk("IEND", [])
  }

  /// A PNG of `width`×`height` RGBA pixels at 8 bits per channel (`samples` row-major, 4 a pixel),
  /// stored straight: the color under transparent pixels is in the file.
  static func rgba8(width: Int, height: Int, samples: [UInt8]) -> [UInt8] {
    var raw: [UInt8] = []
    for y in 0..<height {
      raw.append(0)
      raw += samples[(y * width * 4)..<((y + 1) * width * 4)]
    }
    let header = be32(UInt32(width)) + be32(UInt32(height)) + [8, 6, 0, 0, 0]
    return signature + chunk("IHDR", header) + chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
  }

  /// `png` (one IDAT chunk) with its image data split in two IDAT chunks and `chunk` between them.
  static func splittingImageData(_ png: [UInt8], inserting chunk: (String, [UInt8])) -> [UInt8] {
    var offset = 8
    var out = Array(png[..<8])
    while offset + 8 <= png.count {
      let length =
        Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
      let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let data = Array(png[(offset + 8)..<(offset + 8 + length)])
      if type == "IDAT" {
        let half = data.count / 2
        out +=
          self.chunk("IDAT", Array(data[..<half])) + self.chunk(chunk.0, chunk.1)
          + self.chunk("IDAT", Array(data[half...]))
      } else {
        out += self.chunk(type, data)
      }
      offset += 12 + length
    }
    return out
  }

  /// `png` with a chunk inserted right after IHDR.
  static func inserting(_ type: String, _ data: [UInt8], into png: [UInt8]) -> [UInt8] {
    let ihdrEnd = 8 + 8 + 13 + 4
    return Array(png[..<ihdrEnd]) + chunk(type, data) + Array(png[ihdrEnd...])
  }

  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return be32(UInt32(data.count)) + body + be32(crc32(body))
  }

  static func be32(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes {
      c ^= UInt32(b)
      for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
    return c ^ 0xFFFF_FFFF
  }

  /// A zlib stream of stored (uncompressed) deflate blocks.
  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var i = 0
    repeat {
      let n = min(65535, data.count - i)
      let last: UInt8 = i + n == data.count ? 1 : 0
      out += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
      out += data[i..<i + n]
      i += n
    } while i < data.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for x in data {
      a = (a + UInt32(x)) % 65521
      b = (b + a) % 65521
    }
    return out + be32(b << 16 | a)
  }
}
