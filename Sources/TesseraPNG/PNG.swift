import CTesseraPNG
import Foundation
import TesseraFiles
import TesseraRaster

/// Encodes and decodes PNG images through libpng.
///
/// libpng signals errors with `longjmp`; all of that stays inside Tessera's C shim, so errors
/// arrive here as thrown ``PNGError``s and never unwind Swift frames.
public enum PNG {
  /// Encodes a pixmap. Premultiplied pixels are unpremultiplied on the way out
  /// (`c = round(c′ × 255 / a)`); a fully opaque pixmap is written as 8-bit RGB, any other as RGBA.
  /// With ``PNGOptions/storesPixelDigest`` (the default), the file also carries the pixmap's
  /// ``PixelDigest`` when decoding gives back exactly these pixels (every channel at most alpha).
  /// - Parameter knownDigest: `PixelDigest(pixmap)` when the caller has computed it already, so it
  ///   is not computed twice (it must be that value); nil (the default) computes it here.
  /// - Throws: ``PNGError/outOfMemory(source:)`` or ``PNGError/invalidImage(detail:)``.
  public static func encode(
    _ pixmap: Pixmap, options: PNGOptions = .standard, knownDigest: PixelDigest? = nil
  ) throws -> [UInt8] {
    var buffer = tessera_png_buffer(data: nil, size: 0, capacity: 0)
    var err = [CChar](repeating: 0, count: 256)
    // One pass over the pixels finds the digest and the opacity together.
    var digest: [UInt64] = []
    let isOpaque: Bool
    if options.storesPixelDigest {
      let d = knownDigest ?? PixelDigest(pixmap)
      isOpaque = d.pixelsAreOpaque ?? pixmap.isOpaque
      // Stored only when decoding gives these pixels back exactly.
      if isOpaque || PixelDigest.roundTrips(pixmap) { digest = [d.high, d.low] }
    } else {
      isOpaque = pixmap.isOpaque
    }
    let opaque: Int32 = isOpaque ? 1 : 0
    let code = pixmap.pixels.withUnsafeBytes { raw -> Int32 in
      digest.withUnsafeBufferPointer { d in
        err.withUnsafeMutableBufferPointer { e in
          tessera_png_encode(
            raw.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt32(pixmap.width),
            UInt32(pixmap.height), opaque, options.compressor.rawValue, Int32(options.compressionLevel),
            options.strategy.rawValue,
            options.filter.rawValue, Int32(max(0, min(8, options.threads))),
            d.isEmpty ? nil : d.baseAddress, &buffer, e.baseAddress, e.count)
        }
      }
    }
    defer { tessera_png_buffer_free(&buffer) }
    guard code == 0, let data = buffer.data else {
      let message = String(decoding: err.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if code == 4 { throw PNGError.outOfMemory(source: "encoder") }
      throw PNGError.invalidImage(detail: message)
    }
    return Array(UnsafeBufferPointer(start: data, count: buffer.size))
  }

  /// Decodes a PNG of any color type, bit depth and interlacing into a premultiplied pixmap.
  /// 16-bit channels are scaled to 8 bits; palette and gray images are expanded; transparency
  /// chunks become alpha. Color-management chunks are ignored: pixels are taken as sRGB.
  ///
  /// Decoding is bounded by the header: image data beyond the rows it declares (a small header in
  /// front of a stream that inflates to gigabytes) is refused after at most 1 KiB more compressed
  /// data, and ancillary chunks other than `tRNS` are skipped without being decompressed.
  /// - Parameter source: A name for error messages (a file path, or "data").
  /// - Throws: ``PNGError`` naming the problem; nothing is left allocated. Image data larger than
  ///   the header declares is ``PNGError/corrupt(source:detail:)``.
  public static func decode(_ bytes: [UInt8], source: String = "data") throws -> Pixmap {
    let (width, height) = try checkedSize(bytes, source: source)
    var err = [CChar](repeating: 0, count: 256)
    var straight = [UInt32](repeating: 0, count: width * height)
    let code = bytes.withUnsafeBufferPointer { b in
      straight.withUnsafeMutableBytes { out in
        err.withUnsafeMutableBufferPointer { e in
          tessera_png_decode_rgba(
            b.baseAddress, b.count, UInt32(Pixmap.maximumSide),
            out.baseAddress?.assumingMemoryBound(to: UInt8.self), out.count, e.baseAddress, e.count)
        }
      }
    }
    guard code == 0 else { throw decodingError(code, err, source: source, width: width, height: height) }
    // Premultiply in place.
    straight.withUnsafeMutableBufferPointer { px in
      for i in px.indices {
        let p = px[i]
        let a = p >> 24
        if a == 255 { continue }
        if a == 0 {
          px[i] = 0
          continue
        }
        let r = div255((p & 0xFF) * a)
        let g = div255(((p >> 8) & 0xFF) * a)
        let b = div255(((p >> 16) & 0xFF) * a)
        px[i] = r | g << 8 | b << 16 | a << 24
      }
    }
    do {
      return try Pixmap(width: width, height: height, pixels: straight)
    } catch {
      throw PNGError.tooLarge(source: source, width: width, height: height)
    }
  }

  /// Decodes every bit of a PNG's samples (no 16-to-8 reduction), for exact comparisons: two files
  /// hold the same image for Tessera exactly when their ``PNGSamples`` are equal.
  ///
  /// Same size limits, bounds on image data and chunks, and errors as ``decode(_:source:)``.
  /// - Parameter source: A name for error messages (a file path, or "data").
  /// - Throws: ``PNGError`` naming the problem.
  public static func decodeSamples(_ bytes: [UInt8], source: String = "data") throws -> PNGSamples {
    let (width, height) = try checkedSize(bytes, source: source)
    var err = [CChar](repeating: 0, count: 256)
    var samples = [UInt16](repeating: 0, count: width * height * 4)
    var bitDepth: Int32 = 0
    var colorType: Int32 = 0
    let code = bytes.withUnsafeBufferPointer { b in
      samples.withUnsafeMutableBufferPointer { out in
        err.withUnsafeMutableBufferPointer { e in
          tessera_png_decode_rgba16(
            b.baseAddress, b.count, UInt32(Pixmap.maximumSide), out.baseAddress, out.count, &bitDepth,
            &colorType, e.baseAddress, e.count)
        }
      }
    }
    guard code == 0 else { throw decodingError(code, err, source: source, width: width, height: height) }
    return PNGSamples(
      width: width, height: height, bitDepth: Int(bitDepth), colorType: Int(colorType), rgba16: samples)
  }

  /// Checks a PNG's chunk structure without decoding it: the signature, a 13-byte IHDR first,
  /// every chunk inside the file, critical chunks' CRCs, IDAT chunks consecutive, no unknown
  /// critical chunk, an IEND, and no APNG animation chunks (`acTL`, `fcTL`, `fdAT`: an animated
  /// PNG shows other pixels than its base image, so it is never compared as one). Microseconds for
  /// a screen-sized file; together with a stored digest that matches the image data it proves a
  /// file decodes, without decoding it.
  /// - Parameter source: A name for error messages (a file path, or "data").
  /// - Throws: ``PNGError`` naming the problem.
  public static func checkStructure(_ bytes: [UInt8], source: String = "data") throws {
    var err = [CChar](repeating: 0, count: 256)
    let code = bytes.withUnsafeBufferPointer { b in
      err.withUnsafeMutableBufferPointer { e in
        tessera_png_check_structure(b.baseAddress, b.count, e.baseAddress, e.count)
      }
    }
    guard code == 0 else { throw decodingError(code, err, source: source, width: 0, height: 0) }
  }

  /// Checks that `bytes` are a still PNG image Tessera reads (structure and every pixel).
  /// - Throws: ``PNGError`` naming the problem.
  public static func requireStill(_ bytes: [UInt8], source: String = "data") throws {
    try checkStructure(bytes, source: source)
    _ = try decodeSamples(bytes, source: source)
  }

  /// The image size from the IHDR, within the raster core's limits.
  static func checkedSize(_ bytes: [UInt8], source: String) throws -> (width: Int, height: Int) {
    var err = [CChar](repeating: 0, count: 256)
    var w: UInt32 = 0
    var h: UInt32 = 0
    let headerCode = bytes.withUnsafeBufferPointer { b in
      err.withUnsafeMutableBufferPointer { e in
        tessera_png_read_size(b.baseAddress, b.count, &w, &h, e.baseAddress, e.count)
      }
    }
    guard headerCode == 0 else { throw decodingError(headerCode, err, source: source, width: 0, height: 0) }
    let width = Int(w)
    let height = Int(h)
    do {
      try Pixmap.validate(width: width, height: height)
    } catch {
      throw PNGError.tooLarge(source: source, width: width, height: height)
    }
    return (width, height)
  }

  /// The error for a nonzero code from the C decoder, with its message.
  static func decodingError(_ code: Int32, _ err: [CChar], source: String, width: Int, height: Int)
    -> PNGError
  {
    switch code {
    case 1: return .notPNG(source: source)
    case 3: return .tooLarge(source: source, width: width, height: height)
    case 4: return .outOfMemory(source: source)
    default:
      let detail = String(decoding: err.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      return .corrupt(source: source, detail: detail)
    }
  }

  /// Reads and decodes a PNG file.
  /// - Throws: ``PNGError/fileNotFound(path:)``, ``PNGError/io(path:detail:)``, or a decoding error
  ///   naming the file.
  public static func read(contentsOf path: String) throws -> Pixmap {
    let bytes = try readFile(path)
    return try decode(bytes, source: path)
  }

  /// The bytes of a file, with errors that name it. Reads with POSIX calls (one `fstat`, then
  /// `read` into a buffer of the file's size): snapshot checks read a reference every time.
  public static func readFile(_ path: String) throws -> [UInt8] {
    switch FileBytes.read(path) {
    case .success(let bytes): return bytes
    case .failure(.open(let e)) where e == ENOENT || e == ENOTDIR: throw PNGError.fileNotFound(path: path)
    case .failure(let failure): throw PNGError.io(path: path, detail: failure.words)
    }
  }

  /// Encodes a pixmap and writes it atomically: to a temporary file in the same folder, then
  /// renamed over `path`, so readers never see a half-written file and a failure leaves any
  /// previous file untouched.
  /// - Parameter knownDigest: as in ``encode(_:options:knownDigest:)``.
  /// - Throws: ``PNGError/io(path:detail:)`` naming the path, or an encoding error.
  public static func write(
    _ pixmap: Pixmap, to path: String, options: PNGOptions = .standard, knownDigest: PixelDigest? = nil
  ) throws {
    let bytes = try encode(pixmap, options: options, knownDigest: knownDigest)
    try AtomicFile.write(bytes, to: path)
  }
}
