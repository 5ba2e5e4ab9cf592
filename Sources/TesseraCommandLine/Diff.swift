import ArgumentParser
import Foundation
import TesseraPNG
import TesseraSnapshot

/// `tessera diff`: compares two folders of images and writes the reports.
struct Diff: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Compare two folders of PNG images and report what changed.",
    discussion: """
      Pairs images by relative path and classifies each as unchanged, changed, added or removed; \
      files that are not .png are skipped. Writes an offline HTML report (DIR/index.html, failures \
      first) and, on request, JSON, JUnit XML and Markdown. Comparison is exact unless --threshold \
      or --max-diff-pixels say otherwise.

      Exit codes: 0 no change; 1 changes found; 2 usage, input or output errors (a missing \
      folder, an unreadable or corrupt image, a report file that cannot be written).
      """)

  @Argument(help: "The folder of reference images.")
  var baseline: String

  @Argument(help: "The folder of new images.")
  var current: String

  @Option(name: .long, help: "The folder for the HTML report (written as DIR/index.html).")
  var report = "Output/diff-report"

  @OptionGroup var comparison: ComparisonOptions

  @OptionGroup var files: ReportFileOptions

  @Option(name: .long, help: "Only this share of the images, as I/N (stable assignment by path).")
  var shard: Shard?

  @Option(name: .long, help: "Images compared at once; default: one per core.")
  var jobs: Int?

  func validate() throws {
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
  }

  func run() throws {
    try OutputFolder.prepare(report)
    let comparison = FolderComparison(
      baseline: baseline, current: current, tolerance: comparison.tolerance, shard: shard,
      jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
    let start = Date()
    let (entries, skipped, writeFailures) = try comparison.run(reportFolder: report)
    let summary = DiffSummary(
      baseline: baseline, current: current, tolerance: comparison.tolerance.description,
      shard: shard?.description,
      skippedFiles: skipped, entries: entries)
    try DiffReportFiles.write(summary, report: report, files: files)
    let seconds = Date().timeIntervalSince(start)
    print(
      "tessera diff: \(entries.count) images in \(String(format: "%.2f", seconds)) s: \(summary.count(.unchanged)) unchanged, \(summary.count(.changed)) changed, \(summary.count(.added)) added, \(summary.count(.removed)) removed, \(summary.count(.error)) errors → \(report)/index.html"
    )
    for e in summary.entries where e.status == .error {
      FileHandle.standardError.write(Data("tessera diff: error: \(e.path): \(e.message)\n".utf8))
    }
    for failure in writeFailures {
      FileHandle.standardError.write(Data("tessera diff: error: cannot write the report's \(failure)\n".utf8))
    }
    if summary.hasErrors || !writeFailures.isEmpty { throw ExitCode(2) }
    if summary.hasChanges { throw ExitCode(1) }
  }
}
