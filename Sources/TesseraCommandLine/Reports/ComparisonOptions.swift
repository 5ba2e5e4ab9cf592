import TesseraSnapshot

/// How exact a comparison is. Shared by `diff` and `verify`.
package struct ComparisonOptions {
  /// The perceptual per-pixel threshold, 0...1 (nil: exact).
  package var threshold: Double?
  /// Differing pixels allowed per image (default 0).
  package var maxDiffPixels: Int

  /// Reads the options.
  package init(_ arguments: inout ArgumentReader) throws {
    threshold = try arguments.option(
      "threshold",
      help:
        "Perceptual per-pixel threshold, 0...1 (pixelmatch's; 0.1 is its default); anti-aliasing is ignored. Default: exact."
    )
    maxDiffPixels = try arguments.option(
      "max-diff-pixels", default: 0, help: "Differing pixels allowed per image.")
  }

  /// Checks the threshold and the pixel count.
  package func validate() throws {
    if let threshold, !(threshold >= 0 && threshold <= 1) {
      throw UsageError("--threshold must be within 0...1")
    }
    if maxDiffPixels < 0 { throw UsageError("--max-diff-pixels must not be negative") }
  }

  /// The tolerance the options describe.
  package var tolerance: ImageTolerance {
    ImageTolerance(
      pixel: threshold.map { .perceptual(threshold: $0, ignoreAntialiasing: true) } ?? .exact,
      maxDifferingPixels: maxDiffPixels)
  }
}
