import Foundation
import Testing

/// End-to-end tests of `--audit` on `tessera previews`: the trees beside the images, the reports,
/// exit codes, and bad options.
@Suite struct AuditCommandTests {
  let cli = TesseraCommandTests()
  let buttons = [
    "--filter", "*/PrimaryButton+Preview/*", "--color-scheme", "light", "--dimension", "theme=standard",
  ]

  @Test func theLibraryPassesItsOwnAuditAndTheReportsAreWritten() throws {
    let out = try cli.temporaryFolder().appendingPathComponent("previews")
    let run = try cli.run(
      ["previews", "-o", out.path, "--audit", "fail", "--accessibility-overlay"] + buttons)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("tessera: audit: 0 findings"))
    let fm = FileManager.default
    for name in ["audit.json", "audit.md", "audit.junit.xml", "audit.html"] {
      #expect(fm.fileExists(atPath: out.appendingPathComponent(name).path), "\(name)")
    }
    let tree = try String(
      contentsOf: out.appendingPathComponent("UILibrary/PrimaryButton_Preview/enabled@2x.a11y.txt"),
      encoding: .utf8)
    #expect(tree.contains("1. button \"Add to cart\" ("))
    #expect(
      fm.fileExists(
        atPath: out.appendingPathComponent("UILibrary/PrimaryButton_Preview/enabled@2x.a11y.png").path))
    let markdown = try String(contentsOf: out.appendingPathComponent("audit.md"), encoding: .utf8)
    #expect(markdown.hasPrefix("## Tessera audit\n\nNo findings in 3 images."))
  }

  @Test func findingsMakeFailExitWith3AndWarnWith0() throws {
    let out = try cli.temporaryFolder().appendingPathComponent("previews")
    // A 64 pt minimum: every 44 pt button is too small.
    let fail = try cli.run(["previews", "-o", out.path, "--audit", "fail", "--touch-target", "64"] + buttons)
    #expect(fail.status == 3, "\(fail.stderr)")
    #expect(
      fail.stderr.contains(
        "tessera: error: UILibrary/PrimaryButton_Preview/enabled@2x.png: touchTarget button \"Add to cart\""))
    let json = try JSONSerialization.jsonObject(
      with: Data(contentsOf: out.appendingPathComponent("audit.json")))
    let counts = (json as? [String: Any])?["byKind"] as? [String: Int]
    #expect(counts?["touchTarget"] == 3)
    let junit = try String(contentsOf: out.appendingPathComponent("audit.junit.xml"), encoding: .utf8)
    #expect(junit.contains("<failure type=\"touchTarget\""))
    let html = try String(contentsOf: out.appendingPathComponent("audit.html"), encoding: .utf8)
    #expect(html.contains("<img src=\"UILibrary/PrimaryButton_Preview/enabled@2x.png\""))
    #expect(html.contains("class=\"box\""))
    let warn = try cli.run(["previews", "-o", out.path, "--audit", "warn", "--touch-target", "64"] + buttons)
    #expect(warn.status == 0)
    #expect(warn.stderr.contains("tessera: warning: "))
    // Leaving the kind out: clean.
    let ignored = try cli.run(
      [
        "previews", "-o", out.path, "--audit", "fail", "--touch-target", "64", "--audit-ignore",
        "touchTarget",
      ] + buttons)
    #expect(ignored.status == 0, "\(ignored.stderr)")
  }

  @Test func badOptionsAreUsageErrors() throws {
    let out = try cli.temporaryFolder().appendingPathComponent("previews")
    let kind = try cli.run(
      ["previews", "-o", out.path, "--audit", "warn", "--audit-ignore", "spelling"] + buttons)
    #expect(kind.status == 2)
    #expect(
      kind.stderr.contains("--audit-ignore spelling: no such finding kind; kinds: truncation, clipping"))
    let mode = try cli.run(["previews", "-o", out.path, "--audit", "strict"] + buttons)
    #expect(mode.status == 2)
    let size = try cli.run(["previews", "-o", out.path, "--audit", "warn", "--touch-target", "-1"] + buttons)
    #expect(size.status == 2)
    let overlay = try cli.run(["previews", "-o", out.path, "--accessibility-overlay"] + buttons)
    #expect(overlay.status == 2)
    #expect(overlay.stderr.contains("--accessibility-overlay needs --audit"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test func aRunWithoutAuditRemovesTheAuditFilesItNoLongerMakes() throws {
    let out = try cli.temporaryFolder().appendingPathComponent("previews")
    #expect(try cli.run(["previews", "-o", out.path, "--audit", "warn"] + buttons).status == 0)
    #expect(try cli.run(["previews", "-o", out.path] + buttons).status == 0)
    let left = try FileManager.default.contentsOfDirectory(atPath: out.path)
    #expect(!left.contains("audit.json"))
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: out.appendingPathComponent("UILibrary/PrimaryButton_Preview").path
      )
      .allSatisfy { !$0.contains("a11y") })
  }
}

/// `verify --audit`: the trees are compared with the references', the overlays are not snapshots.
@Suite struct VerifyAuditCommandTests {
  let cli = TesseraCommandTests()
  let buttons = [
    "--filter", "*/PrimaryButton+Preview/*", "--color-scheme", "light", "--dimension", "theme=standard",
  ]

  @Test func treesAreComparedAndOverlaysAreNotImagesToCompare() throws {
    let root = try cli.temporaryFolder()
    let refs = root.appendingPathComponent("refs")
    #expect(try cli.run(["previews", "-o", refs.path, "--audit", "warn"] + buttons).status == 0)
    let same = try cli.run(
      [
        "verify", "--snapshots", refs.path, "-o", root.appendingPathComponent("out").path, "--report",
        root.appendingPathComponent("report").path, "--audit", "fail", "--accessibility-overlay",
      ] + buttons)
    #expect(same.status == 0, "\(same.stdout)\n\(same.stderr)")
    #expect(same.stdout.contains("3 accessibility trees compared, 0 changed"))
    // A reference tree that says something else: a change.
    let tree = refs.appendingPathComponent("UILibrary/PrimaryButton_Preview/enabled@2x.a11y.txt")
    let text = try String(contentsOf: tree, encoding: .utf8)
    try text.replacingOccurrences(of: "Add to cart", with: "Buy").write(
      to: tree, atomically: true, encoding: .utf8)
    let changed = try cli.run(
      [
        "verify", "--snapshots", refs.path, "-o", root.appendingPathComponent("out").path, "--report",
        root.appendingPathComponent("report").path, "--audit", "warn",
      ] + buttons)
    #expect(changed.status == 1)
    #expect(
      changed.stderr.contains(
        "accessibility tree changed: UILibrary/PrimaryButton_Preview/enabled@2x.a11y.txt: line 2: was 1. button \"Buy\""
      ))
  }

  @Test func theReportCarriesTheAudit() throws {
    let root = try cli.temporaryFolder()
    let refs = root.appendingPathComponent("refs")
    #expect(try cli.run(["previews", "-o", refs.path] + buttons).status == 0)
    let report = root.appendingPathComponent("report")
    let files = [
      "--markdown", root.appendingPathComponent("summary.md").path, "--junit",
      root.appendingPathComponent("junit.xml").path, "--json",
      root.appendingPathComponent("results.json").path,
    ]
    let run = try cli.run(
      [
        "verify", "--snapshots", refs.path, "-o", root.appendingPathComponent("out").path, "--report",
        report.path,
        "--audit", "warn", "--touch-target", "64",
      ] + files + buttons)
    #expect(run.status == 0, "\(run.stderr)")
    let page = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(page.contains("<a href=\"audit.html\">Audit: 3 findings in 3 of 3 images</a>"))
    let audit = try String(contentsOf: report.appendingPathComponent("audit.html"), encoding: .utf8)
    #expect(audit.contains("<img src=\"../out/UILibrary/PrimaryButton_Preview/"))
    let markdown = try String(contentsOf: root.appendingPathComponent("summary.md"), encoding: .utf8)
    #expect(markdown.contains("## Tessera visual diff") && markdown.contains("## Tessera audit"))
    let junit = try String(contentsOf: root.appendingPathComponent("junit.xml"), encoding: .utf8)
    #expect(
      junit.contains("<testsuite name=\"tessera diff\"")
        && junit.contains("<testsuite name=\"tessera audit\""))
    let json = try JSONSerialization.jsonObject(
      with: Data(contentsOf: root.appendingPathComponent("results.json")))
    let audited = (json as? [String: Any])?["audit"] as? [String: Any]
    #expect(audited?["findings"] as? Int == 3)
  }
}

/// `--audit-dynamic-type`: each preview swept over the 12 sizes, reported with the first size.
@Suite struct DynamicTypeAuditCommandTests {
  let cli = TesseraCommandTests()

  @Test func theSweepIsReportedWithItsFirstSize() throws {
    let out = try cli.temporaryFolder().appendingPathComponent("previews")
    let run = try cli.run([
      "previews", "-o", out.path, "--audit", "warn", "--audit-dynamic-type", "--filter",
      "*/LoginView+Preview/filled",
      "--color-scheme", "light", "--dimension", "theme=standard",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("tessera: Dynamic Type sweep: 1 finding in 1 of 1 previews over 12 sizes"))
    let markdown = try String(contentsOf: out.appendingPathComponent("audit.md"), encoding: .utf8)
    #expect(markdown.contains("### Dynamic Type"))
    #expect(markdown.contains("| accessibility4 |"))
    let json = try JSONSerialization.jsonObject(
      with: Data(contentsOf: out.appendingPathComponent("audit.json")))
    let sweeps = (json as? [String: Any])?["dynamicType"] as? [[String: Any]]
    let first = (sweeps?.first?["findings"] as? [[String: Any]])?.first
    #expect(first?["firstSize"] as? String == "accessibility4")
    #expect((first?["sizes"] as? [String])?.count == 2)
    let usage = try cli.run([
      "previews", "-o", out.path, "--audit-dynamic-type", "--filter", "*/LoginView+Preview/filled",
    ])
    #expect(usage.status == 2)
  }
}
