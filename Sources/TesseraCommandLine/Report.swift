import ArgumentParser
import Foundation
import TesseraPNG

/// `tessera report`: works on written diff reports.
struct Report: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Work on diff reports (merge the reports of shards).", subcommands: [Merge.self])

  /// `tessera report merge`: joins the reports of `tessera diff --shard I/N` runs into one.
  struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Join shard reports (folders written by `tessera diff --report`) into one report.",
      discussion:
        "Exit codes: 0 no change; 1 changes found; 2 usage or input errors (a missing or corrupt report).")

    @Argument(help: "The report folders of the shards.")
    var reports: [String]

    @Option(name: .shortAndLong, help: "The folder for the merged report.")
    var output = "Output/diff-report"

    @OptionGroup var files: ReportFileOptions

    func validate() throws {
      if reports.isEmpty { throw ValidationError("give at least one report folder") }
    }

    func run() throws {
      var summaries: [(folder: String, summary: DiffSummary)] = []
      for folder in reports {
        let file = folder + "/results.json"
        guard let data = FileManager.default.contents(atPath: file) else {
          throw InputError("\(folder) is not a diff report: \(file) is missing or unreadable")
        }
        do {
          summaries.append((folder, try JSONDecoder().decode(DiffSummary.self, from: data)))
        } catch {
          throw InputError("\(file) is not a diff report's results: \(error)")
        }
      }
      try OutputFolder.prepare(output)
      try? FileManager.default.removeItem(atPath: output + "/images")
      try FileManager.default.createDirectory(atPath: output + "/images", withIntermediateDirectories: true)
      var entries: [DiffEntry] = []
      var seen: Set<String> = []
      for (n, (folder, summary)) in summaries.enumerated() {
        for var entry in summary.entries {
          guard seen.insert(entry.path).inserted else {
            throw InputError("\(entry.path) is in more than one report; were the shards run with the same N?")
          }
          func move(_ name: String?) throws -> String? {
            guard let name else { return nil }
            let renamed = "images/s\(n + 1)-" + (name as NSString).lastPathComponent
            try AtomicFile.write(PNG.readFile(folder + "/" + name), to: output + "/" + renamed)
            return renamed
          }
          entry.baselineImage = try move(entry.baselineImage)
          entry.currentImage = try move(entry.currentImage)
          entry.diffImage = try move(entry.diffImage)
          entries.append(entry)
        }
      }
      let first = summaries[0].summary
      let merged = DiffSummary(
        baseline: first.baseline, current: first.current, tolerance: first.tolerance,
        shard: "merged from \(summaries.count) reports",
        skippedFiles: summaries.reduce(0) { $0 + $1.summary.skippedFiles },
        entries: entries)
      try DiffReportFiles.write(merged, report: output, files: files)
      print(
        "tessera report merge: \(entries.count) images from \(summaries.count) reports: \(merged.count(.changed)) changed, \(merged.count(.added)) added, \(merged.count(.removed)) removed, \(merged.count(.error)) errors → \(output)/index.html"
      )
      if merged.hasErrors { throw ExitCode(2) }
      if merged.hasChanges { throw ExitCode(1) }
    }
  }
}
