import Foundation
import TesseraFiles
import TesseraPNG

/// The results of a folder comparison and the files that describe them: JSON, JUnit XML and
/// Markdown. (The HTML report is `DiffReportPage`.)
package struct DiffSummary: Codable, Sendable {
  package var baseline: String
  package var current: String
  package var tolerance: String
  package var shard: String?
  /// The report folder as the command named it (where a decisions file is applied from).
  package var report: String?
  package var skippedFiles: Int
  /// Images already applied in a `tessera review` session, with the decision (the page shows
  /// them as done); nil in written reports.
  package var applied: [String: String]?
  package var counts: [String: Int]
  /// Failures first (changed, added, removed, error), then unchanged; by path within each.
  package var entries: [DiffEntry]

  package init(
    baseline: String, current: String, tolerance: String, shard: String?, report: String? = nil,
    skippedFiles: Int, entries: [DiffEntry]
  ) {
    self.report = report
    self.baseline = baseline
    self.current = current
    self.tolerance = tolerance
    self.shard = shard
    self.skippedFiles = skippedFiles
    let order = Dictionary(uniqueKeysWithValues: DiffEntry.Status.allCases.enumerated().map { ($1, $0) })
    self.entries = entries.sorted { (order[$0.status] ?? 0, $0.path) < (order[$1.status] ?? 0, $1.path) }
    counts = Dictionary(
      uniqueKeysWithValues: DiffEntry.Status.allCases.map { s in
        (s.rawValue, entries.count { $0.status == s })
      })
  }

  /// The results of the report in `folder` (its `results.json`).
  /// - Throws: ``InputError`` when the folder holds no readable results.
  package static func read(report folder: String) throws -> DiffSummary {
    let file = folder + "/results.json"
    let shown = Escape.console(file)
    guard FilePaths.kind(atPath: file) == .file else {
      throw InputError(
        "\(Escape.console(folder)) is not a diff report: \(shown) is missing or not a regular file")
    }
    let data: [UInt8]
    switch FileBytes.read(file, limit: 256 << 20) {
    case .success(let b): data = b
    case .failure(.tooLarge): throw InputError("\(shown) is larger than 256 MiB; not a diff report's results")
    case .failure(let failure): throw InputError("cannot read \(shown): \(failure.words)")
    }
    do { return try JSONDecoder().decode(DiffSummary.self, from: Data(data)) } catch {
      throw InputError("\(shown) is not a diff report's results: \(Escape.console("\(error)"))")
    }
  }

  package func count(_ status: DiffEntry.Status) -> Int { counts[status.rawValue] ?? 0 }

  package var hasChanges: Bool { count(.changed) + count(.added) + count(.removed) > 0 }
  package var hasErrors: Bool { count(.error) > 0 }

  package func json() throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return [UInt8](try encoder.encode(self))
  }

  /// JUnit XML: one test case per image; changed, added and removed are failures, errors errors.
  package func junit() -> [UInt8] {
    var s = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    s += "<testsuites>\n"
    s +=
      "  <testsuite name=\"tessera diff\" tests=\"\(entries.count)\" failures=\"\(count(.changed) + count(.added) + count(.removed))\" errors=\"\(count(.error))\">\n"
    for e in entries {
      let name = Escape.xml(e.path)
      s += "    <testcase classname=\"tessera.diff\" name=\"\(name)\""
      switch e.status {
      case .unchanged: s += "/>\n"
      case .error: s += ">\n      <error message=\"\(Escape.xml(e.message))\"/>\n    </testcase>\n"
      default:
        s +=
          ">\n      <failure message=\"\(e.status.rawValue): \(Escape.xml(e.message))\"/>\n    </testcase>\n"
      }
    }
    s += "  </testsuite>\n</testsuites>\n"
    return Array(s.utf8)
  }

  /// A Markdown summary for a CI job summary or a pull-request comment (at most 50 rows).
  package func markdown() -> [UInt8] {
    var s = "## Tessera visual diff\n\n"
    let failures = entries.filter(\.failed)
    s += failures.isEmpty ? "✅ No visual changes" : "⚠️ \(failures.count) image(s) need review"
    s +=
      " (\(entries.count) compared\(shard.map { $0.hasPrefix("merged") ? ", \(Escape.markdownText($0))" : ", shard \(Escape.markdownText($0))" } ?? ""), tolerance \(Escape.markdownText(tolerance))).\n\n"
    s += "| unchanged | changed | added | removed | errors |\n|---:|---:|---:|---:|---:|\n"
    s +=
      "| \(count(.unchanged)) | \(count(.changed)) | \(count(.added)) | \(count(.removed)) | \(count(.error)) |\n"
    if !failures.isEmpty {
      s += "\n| image | status | details |\n|---|---|---|\n"
      for e in failures.prefix(50) {
        s += "| \(Escape.markdownCode(e.path)) | \(e.status.rawValue) | \(Escape.markdownText(e.message)) |\n"
      }
      if failures.count > 50 { s += "\n…and \(failures.count - 50) more; see the HTML report.\n" }
    }
    return Array(s.utf8)
  }
}
