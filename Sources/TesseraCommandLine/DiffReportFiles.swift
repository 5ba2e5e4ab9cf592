import Foundation
import TesseraPNG

/// Writes the report files of a comparison, each atomically.
enum DiffReportFiles {
  static func write(_ summary: DiffSummary, report: String, files: ReportFileOptions) throws {
    try AtomicFile.write(DiffReportPage.html(summary), to: report + "/index.html")
    try AtomicFile.write(summary.json(), to: report + "/results.json")
    for (path, bytes) in [
      (files.json, try summary.json()), (files.junit, summary.junit()), (files.markdown, summary.markdown()),
    ] {
      guard let path else { continue }
      let dir = (path as NSString).deletingLastPathComponent
      if !dir.isEmpty { try OutputFolder.prepare(dir) }
      try AtomicFile.write(bytes, to: path)
    }
  }
}
