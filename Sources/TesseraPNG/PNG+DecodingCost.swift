import CTesseraPNG
import TesseraRaster

/// What decoding one PNG read and allocated: the measure by which tests check the decoder's
/// bounds (a decompression bomb refused after little input, ancillary chunks skipped, never
/// inflated) by counting instead of timing.
struct PNGDecodingCost: Equatable, Sendable {
  /// Bytes of the file libpng read, skipped chunks included.
  var bytesRead: Int
  /// Bytes libpng and zlib allocated in all, over the whole decode (not the peak).
  var bytesAllocated: Int
  /// The error decoding ended with, or nil when it succeeded.
  var error: PNGError?
}

extension PNG {
  /// Decodes `bytes` as ``decode(_:source:)`` does and reports what that cost, on success and on
  /// failure alike.
  static func decodingCost(_ bytes: [UInt8], source: String = "data") -> PNGDecodingCost {
    let width: Int
    let height: Int
    do {
      (width, height) = try checkedSize(bytes, source: source)
    } catch let error as PNGError {
      return PNGDecodingCost(bytesRead: 0, bytesAllocated: 0, error: error)
    } catch {
      return PNGDecodingCost(bytesRead: 0, bytesAllocated: 0, error: .notPNG(source: source))
    }
    var err = [CChar](repeating: 0, count: 256)
    var out = [UInt8](repeating: 0, count: width * height * 4)
    var cost = tessera_png_decode_cost(bytes_read: 0, bytes_allocated: 0)
    let code = bytes.withUnsafeBufferPointer { b in
      out.withUnsafeMutableBufferPointer { o in
        err.withUnsafeMutableBufferPointer { e in
          tessera_png_decode_rgba_costed(
            b.baseAddress, b.count, UInt32(Pixmap.maximumSide), o.baseAddress, o.count, &cost,
            e.baseAddress, e.count)
        }
      }
    }
    return PNGDecodingCost(
      bytesRead: Int(cost.bytes_read), bytesAllocated: Int(cost.bytes_allocated),
      error: code == 0 ? nil : decodingError(code, err, source: source, width: width, height: height))
  }
}
