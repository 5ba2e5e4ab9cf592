import TesseraFiles

/// The result files a comparison can write besides its HTML report. Shared by `diff`, `verify`
/// and `report merge`.
package struct ReportFileOptions {
  /// Where JUnit XML results go (nil: not written).
  package var junit: String?
  /// Where JSON results go (nil: not written).
  package var json: String?
  /// Where the Markdown summary goes (nil: not written).
  package var markdown: String?

  /// No result file besides the HTML report.
  package init() {}

  /// Reads the options.
  package init(_ arguments: inout ArgumentReader) throws {
    junit = try arguments.option("junit", help: "Write JUnit XML results to this file.")
    json = try arguments.option("json", help: "Write JSON results to this file.")
    markdown = try arguments.option(
      "markdown", help: "Write a Markdown summary to this file (for a CI job summary or a PR comment).")
  }

  /// Throws when a result file would land inside one of `folders` (an input, or a folder whose
  /// files Tessera manages), where it would be read as an image or be a file Tessera did not write.
  package func refuseInside(_ folders: [(flag: String, path: String)]) throws {
    for (flag, file) in [("--junit", junit), ("--json", json), ("--markdown", markdown)] {
      guard let file else { continue }
      for folder in folders where FilePaths.relation(file, folder.path) != .apart {
        throw InputError(
          "\(flag) \(Escape.console(file)) lies inside \(folder.flag) \(Escape.console(folder.path)); write it outside the compared and report folders"
        )
      }
    }
  }
}
