import Foundation
import TesseraFiles
import TesseraPNG

/// `tessera report`: works on written diff reports.
struct Report: Command {
  static var about: CommandAbout {
    CommandAbout(
      name: "report", abstract: "Work on diff reports (merge the reports of shards).",
      subcommands: [Merge.self])
  }

  init(_ arguments: inout ArgumentReader) {}

  func run() throws {}

  /// `tessera report merge`: joins the reports of `tessera diff --shard I/N` runs into one.
  struct Merge: Command {
    static var about: CommandAbout {
      CommandAbout(
        name: "merge",
        abstract: "Join shard reports (folders written by `tessera diff --report`) into one report.",
        discussion:
          "Exit codes: 0 no change; 1 changes found; 2 usage or input errors (a missing or corrupt report).")
    }

    var reports: [String]
    var output: String
    var files: ReportFileOptions

    init(_ arguments: inout ArgumentReader) throws {
      reports = arguments.arguments("reports", help: "The report folders of the shards.")
      output = try arguments.option(
        "output", short: "o", default: "Output/diff-report", help: "The folder for the merged report.")
      files = try ReportFileOptions(&arguments)
    }

    func validate() throws {
      if reports.isEmpty { throw UsageError("give at least one report folder") }
    }

    func run() throws {
      var summaries: [(folder: String, summary: DiffSummary)] = []
      for folder in reports {
        summaries.append((folder, try DiffSummary.read(report: folder)))
      }
      try Self.checkShards(summaries)
      let inputs = reports.map { (flag: "REPORT", path: $0) }
      try files.refuseInside(inputs + [("--output", output)])
      let folder = try ManagedFolder(output, kind: .report, flag: "--output", inputs: inputs)
      // Every image an entry names must be a PNG inside its own report folder.
      var entries: [DiffEntry] = []
      var copies: [(from: String, to: String)] = []
      var seen: Set<String> = []
      for (n, (report, summary)) in summaries.enumerated() {
        for var entry in summary.entries {
          guard seen.insert(entry.path).inserted else {
            throw InputError(
              "\(Escape.console(entry.path)) is in more than one report; were the shards run with the same N?"
            )
          }
          func move(_ name: String?) throws -> String? {
            guard let name else { return nil }
            guard PathName.isSafeRelativePath(name), FilePaths.isFile(name, inside: report) else {
              throw InputError(
                "\(Escape.console(report))/results.json names the image \(Escape.console(name)), which is not a file inside that report; refusing to copy it"
              )
            }
            // Numbered per copy: two entries never share a file, whatever their names.
            let renamed =
              "images/s\(n + 1)-\(copies.count + 1)-"
              + PathName.component((name as NSString).lastPathComponent)
            copies.append((report + "/" + name, renamed))
            return renamed
          }
          entry.baselineImage = try move(entry.baselineImage)
          entry.currentImage = try move(entry.currentImage)
          entry.diffImage = try move(entry.diffImage)
          entries.append(entry)
        }
      }
      try folder.plan(Set(copies.map(\.to)).union(["index.html", "results.json"]))
      var failures: [String] = []
      for (from, to) in copies {
        do {
          let bytes = try PNG.readFile(from)
          _ = try PNG.info(bytes, source: from)
          try folder.write(bytes, to: to, durable: false)
        } catch {
          failures.append("\(to) (from \(from)): \(ManagedFolder.words(error))")
        }
      }
      let first = summaries[0].summary
      let merged = DiffSummary(
        baseline: first.baseline, current: first.current, tolerance: first.tolerance,
        shard: "merged from \(summaries.count) reports", report: output,
        skippedFiles: summaries.reduce(0) { $0 + $1.summary.skippedFiles },
        entries: entries)
      failures += ReportWriter.write(merged, into: folder, files: files)
      do { try folder.finish(prune: true) } catch { failures.append("\(error)") }
      Console.out(
        "tessera report merge: \(entries.count) images from \(summaries.count) reports: \(merged.count(.changed)) changed, \(merged.count(.added)) added, \(merged.count(.removed)) removed, \(merged.count(.error)) errors → \(Escape.console(output))/index.html"
      )
      for f in failures { Console.error("tessera report merge: error: cannot write \(Escape.console(f))") }
      if merged.hasErrors || !failures.isEmpty { throw ExitCode(2) }
      if merged.hasChanges { throw ExitCode(1) }
    }

    /// Refuses shards that do not make one whole comparison: every report a shard `I/N` of the
    /// same N, each I from 1 to N exactly once, all of the same baseline, current folder and
    /// tolerance (a lone report of a whole comparison merges alone). Exit code 2, naming what is
    /// missing or different.
    static func checkShards(_ summaries: [(folder: String, summary: DiffSummary)]) throws {
      guard let first = summaries.first else { return }
      for (folder, s) in summaries.dropFirst() {
        for (what, a, b) in [
          ("baseline", first.summary.baseline, s.baseline),
          ("current folder", first.summary.current, s.current),
          ("tolerance", first.summary.tolerance, s.tolerance),
        ] where a != b {
          throw InputError(
            "\(Escape.console(folder)) is a report of another comparison: its \(what) is \(Escape.console(b)), not \(Escape.console(a)) as in \(Escape.console(first.folder)); merge the shards of one comparison"
          )
        }
      }
      let shards = summaries.map { ($0.folder, $0.summary.shard.flatMap { Shard(argument: $0) }) }
      if summaries.count == 1, shards[0].1 == nil { return }
      var byIndex: [Int: String] = [:]
      var count: Int? = nil
      for (folder, shard) in shards {
        guard let shard else {
          throw InputError(
            "\(Escape.console(folder)) is not the report of a shard (made without --shard I/N); merge only the reports of one sharded comparison"
          )
        }
        if let count, count != shard.count {
          throw InputError(
            "\(Escape.console(folder)) is shard \(shard) but another report is a shard of \(count); merge the shards of one run"
          )
        }
        count = shard.count
        if let other = byIndex[shard.index] {
          throw InputError(
            "\(Escape.console(folder)) and \(Escape.console(other)) are both shard \(shard); give each shard once"
          )
        }
        byIndex[shard.index] = folder
      }
      let n = count ?? 1
      let missing = (1...n).filter { byIndex[$0] == nil }
      if !missing.isEmpty {
        throw InputError(
          "shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(n)" }.joined(separator: ", ")) \(missing.count == 1 ? "is" : "are") missing: a merge of an incomplete set would pass without comparing their images; give every shard's report"
        )
      }
    }
  }
}
