import Foundation
import TesseraPNG
import TesseraSync
import TesseraUI

#if canImport(Glibc)
  import Glibc
#endif

/// `tessera previews`: renders the whole preview catalog.
struct Previews: Command {
  static var about: CommandAbout {
    CommandAbout(
      name: "previews",
      abstract: "Render every #Preview and PreviewProvider view in every variant and scale.",
      discussion: """
        Writes DIR/<Module>/<File>/<Name><variant>@<scale>x.png, where <variant> names what differs \
        from the defaults (.dark.accessibility3.rtl.ar_EG.<device>.<dimension values>), \
        DIR/manifest.json (every image with its module, file, name, variant, scale, size and pixel \
        hash) and DIR/index.html (an offline gallery by module and file, with a variant switcher). Names \
        become file names through one sanitizing rule (letters, digits, - _ . @; anything else is _); \
        two names that would share a file are refused. DIR is Tessera's: it holds only files Tessera \
        wrote (listed in DIR/.tessera-owned.json), a folder with other files is refused, and a run \
        without --filter or --shard removes the images it no longer makes.

        With --audit warn or fail, each image is audited (truncated, clipped, overflowing and \
        overlapping text, tap areas, contrast, missing labels; see Docs/Audits.md): its \
        accessibility tree is written beside it (<image>.a11y.txt) and the findings to \
        DIR/audit.html, audit.json, audit.md and audit.junit.xml.

        Exit codes: 0 success; 1 some images failed to render or write; 2 usage or input errors; \
        3 audit findings with --audit fail (and nothing else wrong).
        """)
  }

  var output: String
  var catalog: CatalogOptions
  var shard: Shard?
  var jobs: Int?

  init(_ arguments: inout ArgumentReader) throws {
    output = try arguments.option(
      "output", short: "o", default: "Output/previews", help: "The output folder.")
    catalog = try CatalogOptions(&arguments)
    shard = try arguments.option(
      "shard", help: "Only this share of the images, as I/N (stable assignment by output path).")
    jobs = try arguments.option("jobs", help: "Images rendered at once; default: one per core.")
  }

  func validate() throws {
    try catalog.validate()
    if let jobs, jobs < 1 { throw UsageError("--jobs must be at least 1") }
  }

  func run() throws {
    let result = try CatalogRun(
      catalog: catalog, shard: shard, jobs: jobs, output: ("--output", output), inputs: []
    ).run()
    if !result.failures.isEmpty { throw ExitCode(1) }
    if catalog.audit.audit == .fail, result.findings > 0 { throw ExitCode(3) }
  }
}

/// A progress bar on a terminal, a line every 10% otherwise.
final class Progress: Sendable {
  let total: Int
  let tty = isatty(STDERR_FILENO) != 0
  private let state = Locked((done: 0, failed: 0, lastTenth: -1))

  init(total: Int) { self.total = total }

  func advance(failed: Bool) {
    let (done, bad, printTenth) = state.withLock { s -> (Int, Int, Bool) in
      s.done += 1
      if failed { s.failed += 1 }
      let tenth = s.done * 10 / max(1, total)
      let p = tenth != s.lastTenth
      if p { s.lastTenth = tenth }
      return (s.done, s.failed, p)
    }
    if tty {
      let width = 30
      let filled = done * width / max(1, total)
      let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
      FileHandle.standardError.write(
        Data("\r\(bar) \(done)/\(total)\(bad > 0 ? " (\(bad) failed)" : "")".utf8))
    } else if printTenth {
      FileHandle.standardError.write(
        Data("rendered \(done)/\(total)\(bad > 0 ? " (\(bad) failed)" : "")\n".utf8))
    }
  }

  func finish() { if tty { FileHandle.standardError.write(Data("\n".utf8)) } }
}
