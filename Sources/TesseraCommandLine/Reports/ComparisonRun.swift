import Foundation
import TesseraFiles
import TesseraSnapshot

/// Compares two folders and writes every report: the work of `tessera diff`, which `verify` also
/// does after rendering. The commands only parse options and call ``run()``.
package struct ComparisonRun {
  package var baseline: (flag: String, path: String)
  package var current: (flag: String, path: String)
  /// The report folder and the option that named it.
  package var report: (flag: String, path: String)
  package var tolerance: ImageTolerance
  package var files: ReportFileOptions
  package var shard: Shard?
  /// Only these relative paths (a filtered `verify`); nil for every file.
  package var only: Set<String>? = nil
  package var jobs: Int
  package var allowEmpty: Bool
  /// The command's name in messages (`tessera diff`).
  package var command: String
  /// The audit of the current images and their folder (`verify --audit`), added to the reports.
  package var audit: (images: [AuditedImage], folder: String)? = nil

  /// A comparison of `baseline` with `current` (each with the option or argument that named it),
  /// reported into `report`; see each property.
  package init(
    baseline: (flag: String, path: String), current: (flag: String, path: String),
    report: (flag: String, path: String), tolerance: ImageTolerance, files: ReportFileOptions,
    shard: Shard?, only: Set<String>? = nil, jobs: Int, allowEmpty: Bool, command: String,
    audit: (images: [AuditedImage], folder: String)? = nil
  ) {
    self.baseline = baseline
    self.current = current
    self.report = report
    self.tolerance = tolerance
    self.files = files
    self.shard = shard
    self.only = only
    self.jobs = jobs
    self.allowEmpty = allowEmpty
    self.command = command
    self.audit = audit
  }

  /// Compares, writes the reports and prints the summary.
  /// - Returns: the documented exit code: 0 no change, 1 changes found, 2 input or output errors
  ///   (an unreadable or corrupt image, a report file that cannot be written, nothing compared).
  /// - Throws: ``InputError`` for problems found before comparing (a missing folder, an output that
  ///   overlaps an input, a folder holding files Tessera did not write).
  package func run() throws -> Int32 {
    let inputs = [baseline, current]
    try files.refuseInside(inputs + [report])
    let folder = try ManagedFolder(report.path, kind: .report, flag: report.flag, inputs: inputs)
    let comparison = FolderComparison(
      baseline: baseline.path, current: current.path, tolerance: tolerance, shard: shard, only: only,
      jobs: jobs)
    let start = Date()
    let plan = try comparison.plan()
    try folder.plan(
      plan.reportImages.union(["index.html", "results.json"] + (audit == nil ? [] : ["audit.html"])))
    let (entries, writeFailures) = comparison.run(plan, report: folder)
    let summary = DiffSummary(
      baseline: baseline.path, current: current.path, tolerance: tolerance.description,
      shard: shard?.description, report: report.path, skippedFiles: 0, entries: entries)
    var failures = writeFailures
    failures += ReportWriter.write(summary, into: folder, files: files, audit: audit)
    do { try folder.finish(prune: true) } catch { failures.append("\(error)") }
    let seconds = Date().timeIntervalSince(start)
    Console.out(
      "\(command): \(entries.count) images in \(String(format: "%.2f", seconds)) s: \(summary.count(.unchanged)) unchanged, \(summary.count(.changed)) changed, \(summary.count(.added)) added, \(summary.count(.removed)) removed, \(summary.count(.error)) errors → \(Escape.console(report.path))/index.html"
    )
    for e in summary.entries where e.status == .error {
      Console.error("\(command): error: \(Escape.console(e.path)): \(Escape.console(e.message))")
    }
    for failure in failures {
      Console.error("\(command): error: cannot write the report's \(Escape.console(failure))")
    }
    if entries.isEmpty && !allowEmpty {
      Console.error(
        "\(command): error: no images to compare in \(Escape.console(baseline.path)) and \(Escape.console(current.path)); pass --allow-empty if that is expected"
      )
      return 2
    }
    if summary.hasErrors || !failures.isEmpty { return 2 }
    return summary.hasChanges ? 1 : 0
  }
}
