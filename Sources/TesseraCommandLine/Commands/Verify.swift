import Foundation
import TesseraFiles

/// `tessera verify`: renders the catalog and compares it with reference images in one step.
struct Verify: Command {
  static var about: CommandAbout {
    CommandAbout(
      name: "verify",
      abstract:
        "Render the preview catalog and compare it with reference images (the CI gate for docs previews).",
      discussion: """
        Renders like `tessera previews` into --output, then compares with --snapshots like `tessera diff` \
        and writes the same reports. Record the references with `tessera previews -o DIR`. --output \
        and --report are Tessera's folders (only files it wrote are replaced or removed); neither may \
        be, lie inside or contain --snapshots. With --filter only the rendered images are compared.

        With --audit, the rendered images are audited as `tessera previews --audit` does (the findings \
        in --output's audit.html, audit.json, audit.md and audit.junit.xml, and in the report: its \
        audit.html, a link from its page, the JSON, JUnit and Markdown files), and each image's \
        accessibility tree is compared with the one beside its reference (a changed tree is a change).

        Exit codes: 0 no change; 1 changes found (images or, with --audit, accessibility trees) or images \
        failed to render; 2 usage or input errors; \
        3 no change but audit findings with --audit fail.
        """)
  }

  var snapshots: String
  var output: String
  var report: String
  var catalog: CatalogOptions
  var shard: Shard?
  var comparison: ComparisonOptions
  var files: ReportFileOptions
  var jobs: Int?
  var allowEmpty: Bool

  init(_ arguments: inout ArgumentReader) throws {
    snapshots = try arguments.option(
      "snapshots", default: "Snapshots/Previews", help: "The folder of reference images.")
    output = try arguments.option(
      "output", short: "o", default: "Output/verify", help: "Where the freshly rendered images go.")
    report = try arguments.option(
      "report", default: "Output/diff-report", help: "The folder for the HTML report.")
    catalog = try CatalogOptions(&arguments)
    shard = try arguments.option("shard", help: "Only this share of the images, as I/N.")
    comparison = try ComparisonOptions(&arguments)
    files = try ReportFileOptions(&arguments)
    jobs = try arguments.option("jobs", help: "Work done at once; default: one per core.")
    allowEmpty = arguments.flag(
      "allow-empty", help: "Exit 0 when there is no image to compare (by default that is an error, exit 2).")
  }

  func validate() throws {
    try catalog.validate()
    try comparison.validate()
    if let jobs, jobs < 1 { throw UsageError("--jobs must be at least 1") }
  }

  func run() throws {
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: snapshots, isDirectory: &isDir), isDir.boolValue else {
      throw InputError(
        "the reference folder \(Escape.console(snapshots)) does not exist; record it with `tessera previews -o \(Escape.console(snapshots))`"
      )
    }
    let references = ("--snapshots", snapshots)
    try FilePaths.refuseOverlap(output: ("--output", output), inputs: [references])
    try FilePaths.refuseOverlap(output: ("--report", report), inputs: [references, ("--output", output)])
    var catalogRun = CatalogRun(
      catalog: catalog, shard: shard, jobs: jobs, output: ("--output", output), inputs: [references])
    // Every image compared is one this run rendered and wrote.
    catalogRun.keepsUnchangedImages = false
    let rendered = try catalogRun.run()
    // A filtered run compares only the images it rendered; a sharded one, its share of both folders.
    let code = try ComparisonRun(
      baseline: references, current: ("--output", output), report: ("--report", report),
      tolerance: comparison.tolerance, files: files, shard: shard,
      only: catalog.filter == nil ? nil : rendered.paths,
      jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, allowEmpty: allowEmpty,
      command: "tessera verify",
      audit: catalog.audit.audit == .off ? nil : (rendered.audits, output)
    ).run()
    if code == 2 { throw ExitCode(2) }
    // With --audit, the accessibility trees are compared with the references' too.
    var treesChanged = false
    if catalog.audit.policy.isActive {
      let trees = TreeComparison(
        references: snapshots, rendered: output, images: rendered.audits.map(\.path)
      ).run()
      for line in trees.changed { Console.error("tessera verify: accessibility tree changed: \(line)") }
      Console.out(
        "tessera verify: \(trees.compared) accessibility trees compared, \(trees.changed.count) changed"
          + (trees.withoutReference > 0
            ? ", \(trees.withoutReference) without a reference tree (record them with `tessera previews --audit warn -o \(Escape.console(snapshots))`)"
            : ""))
      treesChanged = !trees.changed.isEmpty
    }
    if code == 1 || treesChanged || !rendered.failures.isEmpty { throw ExitCode(1) }
    if catalog.audit.audit == .fail, rendered.findings > 0 { throw ExitCode(3) }
  }
}
