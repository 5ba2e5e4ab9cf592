/// Encoder settings. Output bytes depend only on the pixels and these settings (never on the
/// thread count): no time, text or gamma chunks are written, and fully opaque images are written
/// as 8-bit RGB, others as RGBA.
public struct PNGOptions: Hashable, Sendable {
  /// The zlib compression level, 0 (store) to 9 (smallest).
  public var compressionLevel: Int
  /// The zlib strategy.
  public var strategy: Strategy
  /// How rows are filtered before compression.
  public var filter: RowFilter
  /// The most threads one encode may use; 0 (the default) means one per core, at most 8. Rows are
  /// compressed in fixed strips of 64, so the bytes are the same for any value.
  public var threads: Int
  /// Whether to store the pixels' ``PixelDigest`` in a 46-byte private chunk (`pxHS`), so that a
  /// snapshot check can tell an identical image without decoding the file. Default `true`.
  public var storesPixelDigest: Bool = true

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

  /// Creates encoder settings.
  public init(compressionLevel: Int, strategy: Strategy = .default, filter: RowFilter, threads: Int = 0) {
    self.compressionLevel = compressionLevel
    self.strategy = strategy
    self.filter = filter
    self.threads = threads
  }

  /// The default for references and previews: small files, fast to write (figures in
  /// Docs/Performance.md).
  public static let standard = PNGOptions(compressionLevel: 2, filter: .up)
  /// For throw-away artifacts (failure diffs, temporary files): fastest, somewhat larger files.
  public static let fast = PNGOptions(compressionLevel: 1, filter: .up)
  /// The smallest files this encoder makes, slowly (for committed documentation images).
  public static let smallest = PNGOptions(compressionLevel: 9, filter: .adaptive)

  /// These settings on one thread (for callers that already run one encode per core).
  public var singleThreaded: PNGOptions {
    var o = self
    o.threads = 1
    return o
  }
}
