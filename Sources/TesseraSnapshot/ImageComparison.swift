import TesseraRaster

/// The result of comparing two images: identical, within tolerance, or different, with the
/// figures that explain it.
public struct ImageComparison: Sendable, Equatable, CustomStringConvertible {
  /// The verdict.
  public enum Verdict: String, Sendable, Equatable {
    /// Every byte equal.
    case identical
    /// Some pixels differ, within the tolerance.
    case withinTolerance
    /// Too many or too large differences, or different sizes.
    case different
  }

  /// The verdict.
  public let verdict: Verdict
  /// The expected image's size, width by height.
  public let expectedSize: (Int, Int)
  /// The actual image's size.
  public let actualSize: (Int, Int)
  /// Pixels that differ under the tolerance's rule (anti-aliasing excluded when asked).
  public let differingPixels: Int
  /// Pixels that differ but look like anti-aliasing (perceptual rule only).
  public let antialiasedPixels: Int
  /// The largest difference of one channel over all pixels, 0...255.
  public let largestChannelDelta: Int
  /// The smallest rectangle holding every differing pixel (`x0, y0, x1, y1`, exclusive), or nil.
  public let changedBounds: IntRect?

  /// Whether the images match (identical or within tolerance).
  public var matches: Bool { verdict != .different }
  /// Whether the sizes differ.
  public var sizeMismatch: Bool { expectedSize != actualSize }

  /// Compares equal by every figure.
  public static func == (a: ImageComparison, b: ImageComparison) -> Bool {
    a.verdict == b.verdict && a.expectedSize == b.expectedSize && a.actualSize == b.actualSize
      && a.differingPixels == b.differingPixels && a.antialiasedPixels == b.antialiasedPixels
      && a.largestChannelDelta == b.largestChannelDelta && a.changedBounds == b.changedBounds
  }

  /// One sentence: the verdict and the figures.
  public var description: String {
    if sizeMismatch {
      return "size differs: expected \(expectedSize.0)x\(expectedSize.1), got \(actualSize.0)x\(actualSize.1)"
    }
    switch verdict {
    case .identical: return "identical"
    case .withinTolerance, .different:
      var s = verdict == .different ? "different" : "within tolerance"
      s += ": \(differingPixels) pixel\(differingPixels == 1 ? "" : "s") differ"
      if antialiasedPixels > 0 { s += " (plus \(antialiasedPixels) anti-aliasing)" }
      s += ", largest channel delta \(largestChannelDelta)"
      if let b = changedBounds { s += ", changed area \(b.x0),\(b.y0) to \(b.x1),\(b.y1)" }
      return s
    }
  }

  init(
    verdict: Verdict, expectedSize: (Int, Int), actualSize: (Int, Int), differingPixels: Int,
    antialiasedPixels: Int,
    largestChannelDelta: Int, changedBounds: IntRect?
  ) {
    self.verdict = verdict
    self.expectedSize = expectedSize
    self.actualSize = actualSize
    self.differingPixels = differingPixels
    self.antialiasedPixels = antialiasedPixels
    self.largestChannelDelta = largestChannelDelta
    self.changedBounds = changedBounds
  }
}
