/// How different two images may be and still match. Exact by default: tolerances are always
/// explicit, at the call or the suite.
public struct ImageTolerance: Hashable, Sendable, CustomStringConvertible {
  /// How two pixels are compared.
  public enum PixelRule: Hashable, Sendable {
    /// Every channel equal (the default).
    case exact
    /// Every channel within `delta` (0...255) of the other.
    case channelDelta(Int)
    /// The perceptual color distance of pixelmatch: the YIQ difference of the colors blended
    /// on white, compared with `threshold` (0...1, 0.1 in pixelmatch) of the largest possible
    /// difference. With `ignoreAntialiasing`, pixels that look like anti-aliasing of a moved edge
    /// in either image do not count as differing (they are reported separately).
    case perceptual(threshold: Double, ignoreAntialiasing: Bool)
  }

  /// The per-pixel rule. Default `.exact`.
  public var pixel: PixelRule
  /// How many differing pixels are allowed. Default 0.
  public var maxDifferingPixels: Int
  /// What fraction of all pixels may differ, 0...1. Default 0.
  public var maxDifferingFraction: Double

  /// Creates a tolerance.
  public init(pixel: PixelRule = .exact, maxDifferingPixels: Int = 0, maxDifferingFraction: Double = 0) {
    self.pixel = pixel
    self.maxDifferingPixels = max(0, maxDifferingPixels)
    self.maxDifferingFraction = maxDifferingFraction.isFinite ? min(1, max(0, maxDifferingFraction)) : 0
  }

  /// Every pixel identical.
  public static let exact = ImageTolerance()
  /// pixelmatch's default perceptual threshold (0.1) with anti-aliasing detection, no differing
  /// pixel allowed beyond that.
  public static let perceptual = ImageTolerance(pixel: .perceptual(threshold: 0.1, ignoreAntialiasing: true))

  /// A short description, used in failure messages.
  public var description: String {
    var s: String
    switch pixel {
    case .exact: s = "exact"
    case .channelDelta(let d): s = "channel delta ≤ \(d)"
    case .perceptual(let t, let aa): s = "perceptual ≤ \(t)" + (aa ? " ignoring anti-aliasing" : "")
    }
    if maxDifferingPixels > 0 { s += ", up to \(maxDifferingPixels) pixels" }
    if maxDifferingFraction > 0 { s += ", up to \(maxDifferingFraction * 100)% of pixels" }
    return s
  }
}
