import CZlib

/// Assembles PNG files chunk by chunk for tests: any header, any image data (valid or not),
/// correct CRCs.
enum PNGBuilder {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  static func bigEndian(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
  }

  /// One chunk: length, type, data and the CRC-32 of type and data.
  static func chunk(_ type: String, _ data: [UInt8] = []) -> [UInt8] {
    let body = Array(type.utf8) + data
    let crc = body.withUnsafeBufferPointer { b in
      CZlib.crc32(CZlib.crc32(0, nil, 0), b.baseAddress, uInt(b.count))
    }
    return bigEndian(UInt32(data.count)) + body + bigEndian(UInt32(crc))
  }

  /// An IHDR chunk.
  static func ihdr(width: Int, height: Int, bitDepth: Int, colorType: Int, interlaced: Bool = false)
    -> [UInt8]
  {
    chunk(
      "IHDR",
      bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        + [UInt8(bitDepth), UInt8(colorType), 0, 0, interlaced ? 1 : 0])
  }

  /// A zlib stream of `data` (level 9).
  static func zlib(_ data: [UInt8]) -> [UInt8] {
    var size = compressBound(uLong(data.count))
    var out = [UInt8](repeating: 0, count: Int(size))
    let rc = out.withUnsafeMutableBufferPointer { o in
      data.withUnsafeBufferPointer { d in compress2(o.baseAddress, &size, d.baseAddress, uLong(d.count), 9) }
    }
    precondition(rc == Z_OK, "compress2 failed")
    return Array(out.prefix(Int(size)))
  }

  /// A zlib stream of `count` zero bytes, compressed 1 MiB at a time so that the zeros are never
  /// all in memory.
  static func zlibZeros(count: Int) -> [UInt8] {
    var stream = z_stream()
    precondition(deflateInit_(&stream, 1, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK)
    defer { deflateEnd(&stream) }
    var zeros = [UInt8](repeating: 0, count: 1 << 20)
    var out: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var left = count
    repeat {
      let n = min(left, zeros.count)
      left -= n
      let flush = left == 0 ? Z_FINISH : Z_NO_FLUSH
      zeros.withUnsafeMutableBufferPointer { z in
        stream.next_in = z.baseAddress
        stream.avail_in = uInt(n)
        repeat {
          buffer.withUnsafeMutableBufferPointer { b in
            stream.next_out = b.baseAddress
            stream.avail_out = uInt(b.count)
            _ = deflate(&stream, flush)
            out += b.prefix(b.count - Int(stream.avail_out))
          }
        } while stream.avail_out == 0
      }
    } while left > 0
    return out
  }

  /// Unfiltered scanlines (filter type 0 before each row) of `rows`.
  static func scanlines(_ rows: [[UInt8]]) -> [UInt8] { rows.flatMap { [0] + $0 } }

  /// A whole file: IHDR, the given chunks, and IEND.
  static func file(
    width: Int, height: Int, bitDepth: Int, colorType: Int, interlaced: Bool = false, chunks: [[UInt8]]
  ) -> [UInt8] {
    signature
      + ihdr(width: width, height: height, bitDepth: bitDepth, colorType: colorType, interlaced: interlaced)
      + chunks.flatMap { $0 } + chunk("IEND")
  }

  /// A non-interlaced image with the given rows of raw samples, compressed into one IDAT chunk.
  static func image(width: Int, height: Int, bitDepth: Int, colorType: Int, rows: [[UInt8]]) -> [UInt8] {
    file(
      width: width, height: height, bitDepth: bitDepth, colorType: colorType,
      chunks: [chunk("IDAT", zlib(scanlines(rows)))])
  }

  /// `file` with `chunks` inserted right after its IHDR chunk.
  static func inserting(_ chunks: [[UInt8]], afterHeaderOf file: [UInt8]) -> [UInt8] {
    let end = 8 + 25
    return Array(file[0..<end]) + chunks.flatMap { $0 } + Array(file[end...])
  }
}
