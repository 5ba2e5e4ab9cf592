/// A rectangle of premultiplied RGBA8 pixels in sRGB: what the raster core draws into.
///
/// Pixels are stored row by row, top to bottom, as packed `UInt32`s (see
/// ``PremultipliedColor/packed``), which is memory order R, G, B, A on the little-endian hosts
/// Tessera runs on. A pixmap is a value: copies share storage until one is written.
public struct Pixmap: Hashable, Sendable {
  /// The largest width or height a pixmap may have, in pixels.
  public static let maximumSide = 16384
  /// The largest pixel buffer a pixmap may hold, in bytes (256 MiB).
  public static let maximumByteCount = 256 << 20

  /// Width in pixels (at least 1).
  public let width: Int
  /// Height in pixels (at least 1).
  public let height: Int
  /// The packed pixels, `width × height` of them, row by row.
  public internal(set) var pixels: [UInt32]

  /// Checks a size against the limits without allocating.
  public static func validate(width: Int, height: Int) throws {
    guard width >= 1, height >= 1 else { throw RasterError.invalidSize(width: width, height: height) }
    guard width <= maximumSide, height <= maximumSide,
      width.multipliedReportingOverflow(by: height).partialValue <= maximumByteCount / 4
    else { throw RasterError.imageTooLarge(width: width, height: height) }
  }

  /// Creates a pixmap filled with `color` (transparent by default).
  /// - Throws: ``RasterError/invalidSize(width:height:)`` for a size below 1x1,
  ///   ``RasterError/imageTooLarge(width:height:)`` past the limits.
  public init(width: Int, height: Int, fill color: PremultipliedColor = .transparent) throws {
    try Pixmap.validate(width: width, height: height)
    self.width = width
    self.height = height
    self.pixels = [UInt32](repeating: color.packed, count: width * height)
  }

  /// Creates a pixmap from packed premultiplied pixels.
  /// - Throws: size errors as ``init(width:height:fill:)``, or
  ///   ``RasterError/bufferSizeMismatch(expected:actual:)``.
  public init(width: Int, height: Int, pixels: [UInt32]) throws {
    try Pixmap.validate(width: width, height: height)
    guard pixels.count == width * height else {
      throw RasterError.bufferSizeMismatch(expected: width * height * 4, actual: pixels.count * 4)
    }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Creates a pixmap from premultiplied RGBA bytes, `width × height × 4` of them.
  public init(width: Int, height: Int, premultipliedRGBA bytes: [UInt8]) throws {
    try Pixmap.validate(width: width, height: height)
    guard bytes.count == width * height * 4 else {
      throw RasterError.bufferSizeMismatch(expected: width * height * 4, actual: bytes.count)
    }
    var px = [UInt32](repeating: 0, count: width * height)
    for i in 0..<(width * height) {
      let a = bytes[4 * i + 3]
      px[i] =
        PremultipliedColor(r: bytes[4 * i], g: bytes[4 * i + 1], b: bytes[4 * i + 2], a: a).packed
    }
    self.width = width
    self.height = height
    self.pixels = px
  }

  /// The whole pixmap as a pixel rectangle.
  public var bounds: IntRect { IntRect(x0: 0, y0: 0, x1: width, y1: height) }

  /// The pixel at a column and row, or nil outside the pixmap.
  public func pixel(x: Int, y: Int) -> PremultipliedColor? {
    guard x >= 0, y >= 0, x < width, y < height else { return nil }
    return PremultipliedColor(packed: pixels[y * width + x])
  }

  /// Sets every pixel to `color`.
  public mutating func fill(_ color: PremultipliedColor) {
    let p = color.packed
    pixels.withUnsafeMutableBufferPointer { $0.update(repeating: p) }
  }

  /// The premultiplied RGBA bytes, row by row.
  public var premultipliedBytes: [UInt8] {
    pixels.withUnsafeBytes { Array($0) }
  }

  /// Whether every pixel is fully opaque.
  public var isOpaque: Bool {
    pixels.withUnsafeBufferPointer { buf in
      var all: UInt32 = 0xFF00_0000
      for p in buf { all &= p }
      return all == 0xFF00_0000
    }
  }

  /// The sum of the alpha channel over all pixels, divided by 255: the covered area in pixels.
  public var alphaArea: Double {
    var sum = 0
    for p in pixels { sum += Int(p >> 24) }
    return Double(sum) / 255
  }
}
