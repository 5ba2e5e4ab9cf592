import Foundation
import TesseraCommandLine
import TesseraFiles
import TesseraSnapshot

/// The work of `tessera review`: compare (when asked), lock the folders, serve the page until the
/// reviewer or the idle time stops it.
struct ReviewRun {
  var baseline: String?
  var current: String?
  var report: String
  var snapshots: String?
  var port: UInt16?
  /// Seconds without a request before stopping; nil never.
  var idleTimeout: TimeInterval?
  var tolerance: ImageTolerance
  var jobs: Int

  func run() throws {
    // The reference folder is locked first: a second review of it is refused before any work.
    var references = try (snapshots ?? baseline).map {
      try ReferenceFolder($0, flag: snapshots == nil ? "BASELINE" : "--snapshots")
    }
    if let baseline, let current {
      let code = try ComparisonRun(
        baseline: ("BASELINE", baseline), current: ("CURRENT", current), report: ("--report", report),
        tolerance: tolerance, files: ReportFileOptions(), shard: nil, jobs: jobs,
        allowEmpty: true,
        command: "tessera review"
      ).run()
      if code == 2 { throw InputError("the comparison failed (see above); nothing to review") }
    }
    let summary = try DiffSummary.read(report: report)
    // The report stays as the page shows it: no other tessera process writes there meanwhile.
    let reportLock: FolderLock
    do { reportLock = try FolderLock(FilePaths.canonical(report)) } catch {
      throw InputError(
        "another tessera process is using the report \(Escape.console(report)): a `tessera review` of it may still be open (open the address it printed, or stop it with Ctrl-C in its terminal)"
      )
    }
    defer { reportLock.release() }
    // The folder written is one the user names (--snapshots, or BASELINE when comparing): never
    // one a report's results.json names.
    guard let referencePath = snapshots ?? baseline else {
      throw InputError(
        "name the reference folder to update with --snapshots DIR (the report compared \(Escape.console(summary.baseline)); Tessera writes only into a folder you name)"
      )
    }
    let folder = try references ?? ReferenceFolder(referencePath, flag: "--snapshots")
    references = nil
    let open = summary.count(.changed) + summary.count(.added) + summary.count(.removed)
    let counts =
      "\(summary.count(.changed)) changed, \(summary.count(.added)) added, \(summary.count(.removed)) removed, \(summary.count(.error)) errors of \(summary.entries.count) images"
    if open == 0 {
      Console.out("tessera review: nothing to review in \(Escape.console(report)): \(counts)")
      return
    }
    let server = try ReviewServer(port: port)
    let session = ReviewSession(
      summary: summary, reportFolder: FilePaths.canonical(report), references: folder, port: server.port,
      token: ReviewSession.newToken())
    session.onStop = { server.stop() }
    Console.out("tessera review: \(counts); accepted images go to \(Escape.console(referencePath))")
    Console.out("tessera review: open \(session.url)")
    Console.out(
      "tessera review: Ctrl-C stops"
        + (idleTimeout.map { "; stops by itself after \(Double($0 / 60).clean) minutes without a request" }
          ?? ""))
    let stop = server.serve(idleTimeout: idleTimeout) { session.respond(to: $0) }
    let files = session.appliedFiles
    Console.out(
      "tessera review: stopped (\(stop == .idle ? "idle" : "the page asked")); \(files.count) file\(files.count == 1 ? "" : "s") changed in \(Escape.console(referencePath)) during the review"
    )
    for line in DecisionPlan.lines(files, folder: referencePath) { Console.out(line) }
  }
}
