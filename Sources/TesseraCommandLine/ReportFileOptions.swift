import ArgumentParser
import TesseraFiles

/// The result files a comparison can write besides its HTML report. Shared by `diff`, `verify`
/// and `report merge`.
struct ReportFileOptions: ParsableArguments {
  @Option(name: .long, help: "Write JUnit XML results to this file.")
  var junit: String?

  @Option(name: .long, help: "Write JSON results to this file.")
  var json: String?

  @Option(name: .long, help: "Write a Markdown summary to this file (for a CI job summary or a PR comment).")
  var markdown: String?

  /// Throws when a result file would land inside one of `folders` (an input, or a folder whose
  /// files Tessera manages), where it would be read as an image or be a file Tessera did not write.
  func refuseInside(_ folders: [(flag: String, path: String)]) throws {
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
