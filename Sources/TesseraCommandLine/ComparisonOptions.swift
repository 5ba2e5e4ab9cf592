import ArgumentParser
import TesseraSnapshot

/// How exact a comparison is. Shared by `diff` and `verify`.
struct ComparisonOptions: ParsableArguments {
  @Option(
    name: .long,
    help:
      "Perceptual per-pixel threshold, 0...1 (pixelmatch's; 0.1 is its default); anti-aliasing is ignored. Default: exact."
  )
  var threshold: Double?

  @Option(name: .long, help: "Differing pixels allowed per image. Default 0.")
  var maxDiffPixels = 0

  func validate() throws {
    if let threshold, !(threshold >= 0 && threshold <= 1) {
      throw ValidationError("--threshold must be within 0...1")
    }
    if maxDiffPixels < 0 { throw ValidationError("--max-diff-pixels must not be negative") }
  }

  /// The tolerance the options describe.
  var tolerance: ImageTolerance {
    ImageTolerance(
      pixel: threshold.map { .perceptual(threshold: $0, ignoreAntialiasing: true) } ?? .exact,
      maxDifferingPixels: maxDiffPixels)
  }
}
