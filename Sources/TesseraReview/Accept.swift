import Foundation
import TesseraCommandLine

/// `tessera accept`: applies a decisions file exported from a report page.
struct Accept: Command {
  static var about: CommandAbout {
    CommandAbout(
      name: "accept",
      abstract: "Apply the decisions exported from a report page (decisions.json) to the reference folder.",
      discussion: """
        The report page (`tessera diff` or `verify`, index.html) lets a reviewer accept or reject \
        each changed, added or removed image and export the decisions as decisions.json, with no \
        server: a CI artifact opened from disk works. This command applies them: accepted images \
        replace their references (added ones are added, accepted removals deleted, alternates \
        written as NAME~altN.png), rejected ones stay as they are. The new images are read from the \
        report the decisions were made in (--report, by default the folder the file names), or else \
        from the folder of new images (--current); each must still be the image the reviewer saw, \
        and each reference must still be the one compared (SHA-256 digests), or nothing is applied. \
        Prints every file changed, ready to commit.

        Exit codes: 0 applied (or nothing to apply); 2 usage or input errors (an unreadable \
        decisions file, a decision about an image the comparison does not have, a reference changed \
        since the comparison, a report or folder that is missing); nothing is written then.
        """)
  }

  var decisions: String
  var report: String?
  var snapshots: String?
  var current: String?
  var dryRun: Bool

  init(_ arguments: inout ArgumentReader) throws {
    decisions = arguments.argument("decisions", help: "The decisions file exported from the report page.")
    report = try arguments.option(
      "report", help: "The report folder the decisions were made in. Default: the one the file names.")
    snapshots = try arguments.option(
      "snapshots",
      help: "The reference folder to update (required; a report's own baseline is never written).")
    current = try arguments.option(
      "current", help: "The folder of new images, read when the report does not hold one.")
    dryRun = arguments.flag("dry-run", help: "Print what would change; write nothing.")
  }

  func run() throws {
    _ = try Acceptance(
      decisionsFile: decisions, report: report, snapshots: snapshots, current: current, dryRun: dryRun
    ).run()
  }
}
