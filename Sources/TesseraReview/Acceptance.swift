import Foundation
import TesseraCommandLine
import TesseraFiles

/// Applies a decisions file to a reference folder: the work of `tessera accept`.
struct Acceptance {
  var decisionsFile: String
  /// The report folder; nil for the one the decisions name.
  var report: String?
  /// The reference folder to update (required: a report's own baseline is never written).
  var snapshots: String?
  /// The folder of new images, read when the report has no copy.
  var current: String?
  var dryRun: Bool

  /// Reads, checks and applies the decisions, printing what changed.
  /// - Returns: the files changed (none with `dryRun`).
  /// - Throws: ``InputError`` naming every problem; nothing is written then.
  func run() throws -> [ReferenceFolder.Applied] {
    let file = try ReviewDecisions.read(decisionsFile)
    let shownFile = Escape.console(decisionsFile)
    guard let reportFolder = report ?? file.report else {
      throw InputError(
        "\(shownFile) does not name its report folder; pass --report DIR (the report the decisions were made in)"
      )
    }
    guard FilePaths.kind(atPath: reportFolder) != nil else {
      throw InputError(
        "the report folder \(Escape.console(reportFolder)) (\(report == nil ? "named by \(shownFile)" : "--report")) does not exist; pass --report DIR: the report the decisions were made in (a CI artifact, unpacked)"
      )
    }
    let summary = try DiffSummary.read(report: reportFolder)
    guard summary.baseline == file.baseline, summary.current == file.current else {
      throw InputError(
        "\(shownFile) was made on a comparison of \(Escape.console(file.baseline)) and \(Escape.console(file.current)), but the report \(Escape.console(reportFolder)) compares \(Escape.console(summary.baseline)) and \(Escape.console(summary.current))"
      )
    }
    // The folder written is the one the user names: never one a report's results.json names (a
    // report is an artifact anyone can have edited).
    guard let referencePath = snapshots else {
      throw InputError(
        "name the reference folder to update with --snapshots DIR (the report compared \(Escape.console(summary.baseline)); Tessera writes only into a folder you name)"
      )
    }
    let folder = try ReferenceFolder(referencePath, flag: "--snapshots")
    let currentFolder = current ?? summary.current
    let plan = DecisionPlan(summary: summary) { entry in
      if let name = entry.currentImage, PathName.isSafeRelativePath(name),
        FilePaths.isFile(name, inside: reportFolder)
      {
        return try Self.read(reportFolder + "/" + name)
      }
      guard PathName.isSafeRelativePath(entry.path),
        FilePaths.isFile(entry.path, inside: currentFolder)
      else {
        throw InputError(
          "the new image of \(Escape.console(entry.path)) is neither in the report \(Escape.console(reportFolder)) nor in the folder of new images \(Escape.console(currentFolder)) (--current)"
        )
      }
      return try Self.read(currentFolder + "/" + entry.path)
    }
    let outcome = try plan.changes(for: file.decisions, in: folder)
    let prefix = "tessera accept"
    if dryRun {
      Console.out(
        "\(prefix): --dry-run: \(outcome.changes.count) file(s) would change in \(Escape.console(referencePath)):"
      )
      for change in outcome.changes {
        switch change {
        case .write(let path, _, let expected):
          Console.out(
            "  \(expected == nil ? "add     " : "modify  ") \(Escape.console(referencePath))/\(Escape.console(path))"
          )
        case .delete(let path, _):
          Console.out("  delete   \(Escape.console(referencePath))/\(Escape.console(path))")
        }
      }
      return []
    }
    let applied = try folder.apply(outcome.changes)
    Console.out(
      "\(prefix): \(applied.count) file\(applied.count == 1 ? "" : "s") changed in \(Escape.console(referencePath)); \(outcome.rejected.count) rejected, left as they are"
    )
    for line in DecisionPlan.lines(applied, folder: referencePath) { Console.out(line) }
    return applied
  }

  static func read(_ path: String) throws -> [UInt8] {
    switch FileBytes.read(path, limit: 512 << 20, followLinks: false) {
    case .success(let bytes): return bytes
    case .failure(let f): throw InputError("cannot read \(Escape.console(path)): \(f.words)")
    }
  }
}
