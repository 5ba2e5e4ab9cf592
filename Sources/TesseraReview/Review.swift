import Foundation
import TesseraCommandLine

/// `tessera review`: serves the report page on the loopback address so a reviewer can accept or
/// reject each change and apply the accepted ones to the reference folder.
struct Review: Command {
  static var about: CommandAbout {
    CommandAbout(
      name: "review",
      abstract:
        "Review a comparison in the browser: accept or reject each change, then apply to the references.",
      discussion: """
        With BASELINE and CURRENT, compares them first as `tessera diff` does, writing the report \
        into --report; without them, reviews the report already there (from `tessera diff` or \
        `tessera verify`). Serves the report page on 127.0.0.1 only (a free port unless --port), at \
        an address with a random token that every request must carry; requests from another origin \
        or host are refused. In the page: accept (a), accept as an alternate reference (l) or reject \
        (r) each changed, added or removed image, or everything a filter, folder or variant shows; \
        j/k move, v switches the view, ? lists the keys. "Apply" writes the accepted images into the \
        reference folder (the baseline; --snapshots to name it): atomically, only the files decided \
        on, never outside it, and only if each reference still holds the bytes compared; the files \
        changed are printed here, ready to commit. The reference folder is locked while the review \
        runs: a second review of it is refused.

        Stops with Ctrl-C, the page's "Stop server" button, or after --idle-timeout minutes with no \
        request; nothing is left half-written.

        Exit codes: 0 the review ended; 2 usage or input errors (a missing report or folder, a port \
        in use, a reference folder another tessera process holds).
        """)
  }

  var baseline: String?
  var current: String?
  var report: String
  var snapshots: String?
  var port: UInt16?
  var idleTimeout: Double
  var comparison: ComparisonOptions
  var jobs: Int?

  init(_ arguments: inout ArgumentReader) throws {
    baseline = arguments.optionalArgument("baseline", help: "The folder of reference images (compare first).")
    current = arguments.optionalArgument("current", help: "The folder of new images (compare first).")
    report = try arguments.option(
      "report", default: "Output/diff-report",
      help: "The report folder: written when comparing, read otherwise.")
    snapshots = try arguments.option(
      "snapshots", help: "The reference folder to update. Default: BASELINE when given; required otherwise.")
    port = try arguments.option("port", help: "The port on 127.0.0.1. Default: a free one.")
    idleTimeout = try arguments.option(
      "idle-timeout", default: 30.0, help: "Minutes without a request before the server stops; 0 never.")
    comparison = try ComparisonOptions(&arguments)
    jobs = try arguments.option("jobs", help: "Images compared at once; default: one per core.")
  }

  func validate() throws {
    try comparison.validate()
    if (baseline == nil) != (current == nil) {
      throw UsageError("give both BASELINE and CURRENT to compare, or neither to review --report")
    }
    if !(idleTimeout >= 0 && idleTimeout.isFinite) {
      throw UsageError("--idle-timeout \(idleTimeout): use a number of minutes, 0 or more (0: never)")
    }
    if let jobs, jobs < 1 { throw UsageError("--jobs must be at least 1") }
  }

  func run() throws {
    try ReviewRun(
      baseline: baseline, current: current, report: report, snapshots: snapshots, port: port,
      idleTimeout: idleTimeout == 0 ? nil : idleTimeout * 60, tolerance: comparison.tolerance,
      jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount
    ).run()
  }
}
