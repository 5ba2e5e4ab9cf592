/// Encoder settings. Output bytes depend only on the pixels and these settings (never on the
/// thread count): no time, text or gamma chunks are written, and fully opaque images are written
/// as 8-bit RGB, others as RGBA.
public struct PNGOptions: Hashable, Sendable {
  /// How the image data is compressed. ``standard`` uses ``Compressor/screen``.
  public var compressor: Compressor
  /// The zlib compression level, 0 (store) to 9 (smallest); used by ``Compressor/zlib`` only.
  public var compressionLevel: Int
  /// The zlib strategy; used by ``Compressor/zlib`` only.
  public var strategy: Strategy
  /// How rows are filtered before zlib compression; used by ``Compressor/zlib`` only.
  public var filter: RowFilter
  /// The most threads one encode may use; 0 (the default) means one per core, at most 8. Rows are
  /// compressed in fixed strips of 64, so the bytes are the same for any value.
  public var threads: Int
  /// Whether to store the pixels' ``PixelDigest`` in a 46-byte private chunk (`pxHS`), so that a
  /// snapshot check can tell an identical image without decoding the file. Default `true`.
  public var storesPixelDigest: Bool = true

  /// A compressor for the image data. Both write standard PNG files that any decoder reads.
  public enum Compressor: Int32, Hashable, Sendable, CaseIterable {
    /// zlib at ``PNGOptions/compressionLevel`` with ``PNGOptions/strategy``, after
    /// ``PNGOptions/filter``.
    case zlib = 0
    /// Tessera's own deflate encoder for rendered screens. A row equal to the row above is one
    /// run of zeros (filter type Up); any other row (filter type None) becomes runs of the pixel
    /// to the left, copies of the pixels above, copies of recent repeated pixel pairs (glyphs),
    /// and literal pixels, Huffman-coded per strip of rows. Several times faster than zlib on UI
    /// images, with files of similar size; level, strategy and filter are ignored. The bytes
    /// depend on nothing but the pixels: no zlib version is involved.
    case screen = 1
  }

  /// A zlib compression strategy.
  public enum Strategy: Int32, Hashable, Sendable, CaseIterable {
    /// zlib's default.
    case `default` = 0
    /// Tuned for filtered image data.
    case filtered = 1
    /// Run-length matches only.
    case rle = 3
  }

  /// A PNG row filter choice.
  public enum RowFilter: Int32, Hashable, Sendable, CaseIterable {
    /// No filtering.
    case none = 0
    /// Difference from the pixel to the left.
    case sub = 1
    /// Difference from the pixel above: the best single filter for UI images, whose rows often
    /// repeat.
    case up = 2
    /// Paeth predictor.
    case paeth = 4
    /// Per row, the filter with the smallest sum of absolute differences (libpng's heuristic).
    case adaptive = 5
  }

  /// Creates settings for the screen compressor, which has no level, strategy or filter.
  public init(compressor: Compressor, threads: Int = 0) {
    self.compressor = compressor
    self.compressionLevel = 2
    self.strategy = .default
    self.filter = .up
    self.threads = threads
  }

  /// Creates zlib settings.
  public init(compressionLevel: Int, strategy: Strategy = .default, filter: RowFilter, threads: Int = 0) {
    self.compressor = .zlib
    self.compressionLevel = compressionLevel
    self.strategy = strategy
    self.filter = filter
    self.threads = threads
  }

  /// The default for references, previews and failure artifacts: Tessera's screen compressor
  /// (``Compressor/screen``), several times faster than zlib on rendered UI and usually smaller
  /// than zlib at level 2 (figures in Docs/Performance.md).
  public static let standard = PNGOptions(compressor: .screen)
  /// zlib at level 2 after the Up filter: the standard setting before the screen compressor, for
  /// comparisons.
  public static let zlib = PNGOptions(compressionLevel: 2, filter: .up)
  /// The smallest files this encoder makes, slowly: zlib at level 9 with adaptive filters (for
  /// committed documentation images).
  public static let smallest = PNGOptions(compressionLevel: 9, filter: .adaptive)

  /// These settings on one thread (for callers that already run one encode per core).
  public var singleThreaded: PNGOptions {
    var o = self
    o.threads = 1
    return o
  }
}
