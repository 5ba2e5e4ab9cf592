/// The samples of a PNG at full precision, as ``PNG/decodeSamples(_:source:)`` reads them: every
/// bit of every channel, so that two files can be compared exactly (``PNG/decode(_:source:)``
/// reduces 16-bit channels to 8 bits and premultiplies).
///
/// Two files hold exactly the same image for Tessera when their `PNGSamples` sizes and ``rgba16``
/// are equal; ``bitDepth`` and ``colorType`` say how the file stored them.
public struct PNGSamples: Equatable, Sendable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// The file's bit depth per channel (1, 2, 4, 8 or 16) from IHDR.
  public let bitDepth: Int
  /// The file's color type (0 gray, 2 RGB, 3 palette, 4 gray with alpha, 6 RGBA) from IHDR.
  public let colorType: Int
  /// Straight (not premultiplied) RGBA, 16 bits per channel, row-major, 4 values per pixel: 8-bit
  /// and lower-depth samples are scaled exactly (v * 65535 / max), palette and gray expanded, tRNS
  /// becomes alpha; images without alpha have alpha 65535.
  public let rgba16: [UInt16]

  /// Whether two files hold exactly the same image: the same size and the same samples, however
  /// the files stored them (bit depth, color type, palette).
  public func hasSamePixels(as other: PNGSamples) -> Bool {
    width == other.width && height == other.height && rgba16 == other.rgba16
  }
}
