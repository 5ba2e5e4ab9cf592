import Foundation
import TesseraPNG
import TesseraSnapshot

/// `tessera diff`: compares two folders of images and writes the reports.
struct Diff: Command {
  static var about: CommandAbout {
    CommandAbout(
      name: "diff",
      abstract: "Compare two folders of PNG images and report what changed.",
      discussion: """
        Pairs files by the bytes of their relative paths and classifies each image as unchanged, \
        changed, added or removed. Every file is accounted for: a file that is not a readable PNG, a \
        link inside a folder or an over-long path is an error on either side, even when both sides \
        hold the same bytes (Tessera's own manifest.json, index.html and marker are skipped). Images \
        are always decoded; comparison is exact (every bit, 16-bit images at 16 bits) unless \
        --threshold or --max-diff-pixels say otherwise. Writes an offline HTML report \
        (DIR/index.html, failures first) and, on request, JSON, JUnit XML and Markdown. The report \
        folder must not overlap either input; Tessera replaces only the files it wrote there.

        Exit codes: 0 no change; 1 changes found; 2 usage, input or output errors (a missing \
        folder, an unreadable, corrupt or non-PNG file, a report file that cannot be written, no \
        image at all without --allow-empty).
        """)
  }

  var baseline: String
  var current: String
  var report: String
  var comparison: ComparisonOptions
  var files: ReportFileOptions
  var shard: Shard?
  var jobs: Int?
  var allowEmpty: Bool

  init(_ arguments: inout ArgumentReader) throws {
    baseline = arguments.argument("baseline", help: "The folder of reference images.")
    current = arguments.argument("current", help: "The folder of new images.")
    report = try arguments.option(
      "report", default: "Output/diff-report",
      help: "The folder for the HTML report (written as DIR/index.html).")
    comparison = try ComparisonOptions(&arguments)
    files = try ReportFileOptions(&arguments)
    shard = try arguments.option(
      "shard", help: "Only this share of the images, as I/N (stable assignment by path).")
    jobs = try arguments.option("jobs", help: "Images compared at once; default: one per core.")
    allowEmpty = arguments.flag(
      "allow-empty", help: "Exit 0 when both folders hold no image (by default that is an error, exit 2).")
  }

  func validate() throws {
    try comparison.validate()
    if let jobs, jobs < 1 { throw UsageError("--jobs must be at least 1") }
  }

  func run() throws {
    let code = try ComparisonRun(
      baseline: ("BASELINE", baseline), current: ("CURRENT", current), report: ("--report", report),
      tolerance: comparison.tolerance, files: files, shard: shard,
      jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, allowEmpty: allowEmpty,
      command: "tessera diff"
    ).run()
    if code != 0 { throw ExitCode(code) }
  }
}
