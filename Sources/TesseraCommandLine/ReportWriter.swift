import Foundation
import TesseraFiles
import TesseraPNG

/// Writes the files of a comparison: index.html and results.json into the report folder, and the
/// JSON, JUnit and Markdown files the options name. A file that cannot be written is named with
/// the cause; the others are still written.
enum ReportWriter {
  /// Writes every file.
  /// - Returns: one line for each file that could not be written (the caller exits with code 2).
  static func write(_ summary: DiffSummary, into folder: ManagedFolder, files: ReportFileOptions) -> [String]
  {
    var failures: [String] = []
    func attempt(_ name: String, _ body: () throws -> Void) {
      do { try body() } catch { failures.append("\(name): \(ManagedFolder.words(error))") }
    }
    attempt("index.html") { try folder.write(try DiffReportPage.html(summary), to: "index.html") }
    attempt("results.json") { try folder.write(try summary.json(), to: "results.json") }
    for (path, make) in [
      (files.json, { try summary.json() }), (files.junit, { summary.junit() }),
      (files.markdown, { summary.markdown() }),
    ] as [(String?, () throws -> [UInt8])] {
      guard let path else { continue }
      attempt(path) {
        let dir = (path as NSString).deletingLastPathComponent
        if !dir.isEmpty {
          try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        }
        if FilePaths.kind(atPath: path) == .folder { throw InputError("it is a folder") }
        try AtomicFile.write(try make(), to: path)
      }
    }
    return failures
  }
}
