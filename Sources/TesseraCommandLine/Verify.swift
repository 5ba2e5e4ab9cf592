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

  @OptionGroup var catalog: CatalogOptions

  @Option(name: .long, help: "Only this share of the images, as I/N.")
  var shard: Shard?

  @OptionGroup var comparison: ComparisonOptions

  @OptionGroup var files: ReportFileOptions

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
    let common =
      (shard.map { ["--shard", $0.description] } ?? []) + (jobs.map { ["--jobs", String($0)] } ?? [])
    let previewArguments = ["-o", output] + catalog.arguments + common
    var renderFailed = false
    do {
      try Previews.parse(previewArguments).run()
    } catch let code as ExitCode where code == ExitCode(1) {
      renderFailed = true
    }
    let diffArguments =
      [snapshots, output, "--report", report] + comparison.arguments + files.arguments + common
    try Diff.parse(diffArguments).run()
    if renderFailed { throw ExitCode(1) }
  }
}
