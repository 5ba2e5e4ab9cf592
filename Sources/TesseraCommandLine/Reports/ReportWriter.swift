import Foundation
import TesseraFiles
import TesseraPNG

/// Writes the files of a comparison: index.html and results.json into the report folder, and the
/// JSON, JUnit and Markdown files the options name. A file that cannot be written is named with
/// the cause; the others are still written.
enum ReportWriter {
  /// Writes every file.
  /// - Returns: one line for each file that could not be written (the caller exits with code 2).
  /// - Parameter audit: The audit of the rendered images (`verify --audit`) and the folder they
  ///   are in: written as `audit.html` beside the report (its images read from that folder), a
  ///   link from the report's page, a suite of the JUnit file, a section of the Markdown summary
  ///   and an `audit` member of the JSON results.
  static func write(
    _ summary: DiffSummary, into folder: ManagedFolder, files: ReportFileOptions,
    audit: (images: [AuditedImage], folder: String)? = nil
  ) -> [String] {
    var failures: [String] = []
    func attempt(_ name: String, _ body: () throws -> Void) {
      do { try body() } catch { failures.append("\(name): \(ManagedFolder.words(error))") }
    }
    var page = try? DiffReportPage.html(summary)
    if let audit {
      let prefix = FilePaths.relativeFolder(from: folder.root, to: audit.folder)
      attempt("audit.html") {
        try folder.write(AuditFiles.html(audit.images, imageFolder: prefix), to: "audit.html")
      }
      let n = audit.images.reduce(0) { $0 + $1.result.findings.count }
      let link =
        "<p style=\"margin:0;padding:8px 24px;background:\(n == 0 ? "#e8f5e9" : "#fdecea")\"><a href=\"audit.html\">Audit: \(n) finding\(n == 1 ? "" : "s") in \(audit.images.filter { !$0.result.findings.isEmpty }.count) of \(audit.images.count) images</a></p>"
      if let bytes = page {
        page = Array(
          String(decoding: bytes, as: UTF8.self).replacingOccurrences(
            of: "</header>", with: "</header>" + link
          ).utf8)
      }
    }
    attempt("index.html") {
      guard let page else { throw InputError("the page could not be made") }
      try folder.write(page, to: "index.html")
    }
    func json() throws -> [UInt8] {
      let base = try summary.json()
      guard let audit,
        var object = try JSONSerialization.jsonObject(with: Data(base)) as? [String: Any],
        let findings = try JSONSerialization.jsonObject(with: Data(try AuditFiles.json(audit.images)))
          as? [String: Any]
      else { return base }
      object["audit"] = findings
      return Array(
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) + [0x0A]
    }
    func junit() -> [UInt8] {
      let base = summary.junit()
      guard let audit else { return base }
      let text = String(decoding: base, as: UTF8.self)
        .replacingOccurrences(
          of: "</testsuites>", with: AuditFiles.junitSuite(audit.images) + "</testsuites>")
      return Array(text.utf8)
    }
    func markdown() -> [UInt8] {
      summary.markdown() + (audit.map { [0x0A] + AuditFiles.markdown($0.images) } ?? [])
    }
    attempt("results.json") { try folder.write(try json(), to: "results.json") }
    for (path, make) in [
      (files.json, { try json() }), (files.junit, { junit() }),
      (files.markdown, { markdown() }),
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
