import ArgumentParser
import Foundation

/// `tessera verify`: renders the catalog and compares it with reference images in one step.
struct Verify: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Render the preview catalog and compare it with reference images (the CI gate for docs previews).",
    discussion: """
      Renders like `tessera previews` into --output, then compares with --snapshots like `tessera diff` \
      and writes the same reports. Record the references with `tessera previews -o DIR`.

      Exit codes: 0 no change; 1 changes found or images failed to render; 2 usage or input errors.
      """)

  @Option(name: .long, help: "The folder of reference images.")
  var snapshots = "Snapshots/Previews"

  @Option(name: .shortAndLong, help: "Where the freshly rendered images go.")
  var output = "Output/verify"

  @Option(name: .long, help: "The folder for the HTML report.")
  var report = "Output/diff-report"

  @Option(
    name: .long,
    help: "A built-in theme or a design-tokens .json file. Repeatable; default: all built-in themes.")
  var theme: [String] = []

  @Option(name: .long, help: "Pixels per point. Repeatable; default 2.")
  var scale: [Double] = []

  @Option(name: .long, help: "compact, regular or comfortable. Repeatable; default regular.")
  var density: [String] = []

  @Option(name: .long, help: "Only previews whose Component/variant matches this glob.")
  var filter: String?

  @Option(name: .long, help: "Only this share of the images, as I/N.")
  var shard: Shard?

  @Option(name: .long, help: "Perceptual per-pixel threshold, 0...1. Default: exact.")
  var threshold: Double?

  @Option(name: .long, help: "Differing pixels allowed per image. Default 0.")
  var maxDiffPixels = 0

  @Option(name: .long, help: "Write JUnit XML results to this file.")
  var junit: String?

  @Option(name: .long, help: "Write JSON results to this file.")
  var json: String?

  @Option(name: .long, help: "Write a Markdown summary to this file.")
  var markdown: String?

  @Option(name: .long, help: "Work done at once; default: one per core.")
  var jobs: Int?

  func run() throws {
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: snapshots, isDirectory: &isDir), isDir.boolValue else {
      throw InputError(
        "the reference folder \(snapshots) does not exist; record it with `tessera previews -o \(snapshots)`")
    }
    // The rendered folder holds exactly this run's images.
    try? FileManager.default.removeItem(atPath: output)
    var previewArguments = ["-o", output]
    for t in theme { previewArguments += ["--theme", t] }
    for s in scale { previewArguments += ["--scale", String(s)] }
    for d in density { previewArguments += ["--density", d] }
    if let filter { previewArguments += ["--filter", filter] }
    if let shard { previewArguments += ["--shard", shard.description] }
    if let jobs { previewArguments += ["--jobs", String(jobs)] }
    var renderFailed = false
    do {
      try Previews.parse(previewArguments).run()
    } catch let code as ExitCode where code == ExitCode(1) {
      renderFailed = true
    }
    var diffArguments = [snapshots, output, "--report", report, "--max-diff-pixels", String(maxDiffPixels)]
    if let threshold { diffArguments += ["--threshold", String(threshold)] }
    if let shard { diffArguments += ["--shard", shard.description] }
    if let jobs { diffArguments += ["--jobs", String(jobs)] }
    if let junit { diffArguments += ["--junit", junit] }
    if let json { diffArguments += ["--json", json] }
    if let markdown { diffArguments += ["--markdown", markdown] }
    try Diff.parse(diffArguments).run()
    if renderFailed { throw ExitCode(1) }
  }
}
