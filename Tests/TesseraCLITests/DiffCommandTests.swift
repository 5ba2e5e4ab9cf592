import Foundation
import TesseraPNG
import Testing

/// End-to-end tests of `tessera diff`, `verify`, `report merge` and `--shard` on crafted folders.
@Suite struct DiffCommandTests {
  let cli = TesseraCommandTests()

  /// A baseline and a current folder that differ in every way a diff must tell apart.
  func craftedFolders() throws -> (root: URL, baseline: URL, current: URL) {
    let root = try cli.temporaryFolder()
    let baseline = root.appendingPathComponent("baseline")
    let current = root.appendingPathComponent("current folder ✓")
    #expect(
      try cli.run([
        "previews", "-o", baseline.path, "--filter", "*/PrimaryButton+Preview/*", "--color-scheme", "light",
        "--dimension", "theme=standard",
      ]).status
        == 0)
    #expect(
      try cli.run([
        "previews", "-o", current.path, "--filter", "*/PrimaryButton+Preview/*", "--dimension",
        "theme=standard",
      ]).status == 0)
    let fm = FileManager.default
    let b = baseline.appendingPathComponent("UILibrary/PrimaryButton_Preview")
    let c = current.appendingPathComponent("UILibrary/PrimaryButton_Preview")
    // changed: same size, other pixels
    try fm.removeItem(at: c.appendingPathComponent("enabled@2x.png"))
    try fm.copyItem(
      at: c.appendingPathComponent("disabled@2x.png"),
      to: c.appendingPathComponent("enabled@2x.png"))
    // removed
    try fm.removeItem(at: c.appendingPathComponent("loading@2x.png"))
    // size changed, in a folder with spaces and unicode
    let odd = "Ünïcode folder/badge 1.png"
    #expect(
      try cli.run([
        "render", "UILibrary/ErrorBadge+Preview/message", "--scale", "1", "-o",
        baseline.appendingPathComponent(odd).path,
      ]).status == 0)
    #expect(
      try cli.run([
        "render", "UILibrary/ErrorBadge+Preview/message", "--scale", "2", "-o",
        current.appendingPathComponent(odd).path,
      ]).status == 0)
    _ = b
    return (root, baseline, current)
  }

  func results(_ url: URL) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
  }

  @Test func diffClassifiesEveryImageAndWritesEveryReport() throws {
    let (root, baseline, current) = try craftedFolders()
    defer { try? FileManager.default.removeItem(at: root) }
    let report = root.appendingPathComponent("report")
    let result = try cli.run([
      "diff", baseline.path, current.path, "--report", report.path, "--json",
      root.appendingPathComponent("r.json").path,
      "--junit", root.appendingPathComponent("junit.xml").path, "--markdown",
      root.appendingPathComponent("summary.md").path,
    ])
    #expect(result.status == 1, "\(result.stderr)")
    let json = try results(root.appendingPathComponent("r.json"))
    let counts = try #require(json["counts"] as? [String: Int])
    #expect(counts == ["unchanged": 1, "changed": 2, "added": 3, "removed": 1, "error": 0])
    let entries = try #require(json["entries"] as? [[String: Any]])
    #expect(entries.first?["status"] as? String == "changed")
    let odd = try #require(entries.first { $0["path"] as? String == "Ünïcode folder/badge 1.png" })
    #expect((odd["message"] as? String)?.contains("size changed") == true)
    let junit = try String(contentsOf: root.appendingPathComponent("junit.xml"), encoding: .utf8)
    #expect(junit.contains("tests=\"7\" failures=\"6\" errors=\"0\""))
    let markdown = try String(contentsOf: root.appendingPathComponent("summary.md"), encoding: .utf8)
    #expect(markdown.contains("| 1 | 2 | 3 | 1 | 0 |"))
    let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.contains("Swipe") && html.contains("-diff.png"))
    #expect(!html.contains("http://") && !html.contains("https://"))  // offline
    let images = try FileManager.default.contentsOfDirectory(
      atPath: report.appendingPathComponent("images").path)
    #expect(images.contains { $0.hasSuffix("-diff.png") })
  }

  @Test func identicalFoldersExitZeroAndToleranceIsExplicit() throws {
    let (root, baseline, current) = try craftedFolders()
    defer { try? FileManager.default.removeItem(at: root) }
    let same = try cli.run([
      "diff", baseline.path, baseline.path, "--report", root.appendingPathComponent("r1").path,
    ])
    #expect(same.status == 0, "\(same.stdout) \(same.stderr)")
    // A changed image within --max-diff-pixels passes; the other changes still fail.
    let loose = try cli.run([
      "diff", baseline.path, current.path, "--report", root.appendingPathComponent("r2").path,
      "--max-diff-pixels", "1000000",
      "--json", root.appendingPathComponent("r2.json").path,
    ])
    #expect(loose.status == 1)
    let counts = try #require(try results(root.appendingPathComponent("r2.json"))["counts"] as? [String: Int])
    #expect(counts["changed"] == 1)  // only the size change is left
  }

  @Test func theSamePixelsEncodedAnotherWayAreUnchanged() throws {
    let root = try cli.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let a = root.appendingPathComponent("a")
    let b = root.appendingPathComponent("b")
    #expect(
      try cli.run([
        "previews", "-o", a.path, "--filter", "*/PrimaryButton+Preview/enabled", "--color-scheme", "light",
        "--dimension", "theme=standard",
      ]).status
        == 0)
    let name = "UILibrary/PrimaryButton_Preview/enabled@2x.png"
    let image = try PNG.read(contentsOf: a.appendingPathComponent(name).path)
    try FileManager.default.createDirectory(
      at: b.appendingPathComponent("UILibrary/PrimaryButton_Preview"), withIntermediateDirectories: true)
    // zlib instead of the screen compressor: other bytes, the same pixels (and stored digest).
    try PNG.write(image, to: b.appendingPathComponent(name).path, options: .zlib)
    let bytesA = try PNG.readFile(a.appendingPathComponent(name).path)
    let bytesB = try PNG.readFile(b.appendingPathComponent(name).path)
    #expect(bytesA != bytesB)
    #expect(PixelDigest(storedIn: bytesA) == PixelDigest(storedIn: bytesB))
    let r = try cli.run(["diff", a.path, b.path, "--report", root.appendingPathComponent("r").path])
    #expect(r.status == 0, "\(r.stdout) \(r.stderr)")
    #expect(r.stdout.contains("1 unchanged"))
  }

  @Test func unreadableAndCorruptImagesAreErrorsWithExitCode2() throws {
    let (root, baseline, current) = try craftedFolders()
    defer { try? FileManager.default.removeItem(at: root) }
    try Data("not a png".utf8).write(
      to: current.appendingPathComponent("UILibrary/PrimaryButton_Preview/disabled@2x.png"))
    let halfWritten = try Data(
      contentsOf: baseline.appendingPathComponent("UILibrary/PrimaryButton_Preview/enabled@2x.png"))
    try halfWritten.prefix(halfWritten.count / 2).write(
      to: current.appendingPathComponent("UILibrary/PrimaryButton_Preview/enabled@2x.png"))
    let result = try cli.run([
      "diff", baseline.path, current.path, "--report", root.appendingPathComponent("r").path,
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("UILibrary/PrimaryButton_Preview/disabled@2x.png"))
    #expect(result.stderr.contains("not a PNG") || result.stderr.contains("signature"))
    #expect(result.stderr.contains("UILibrary/PrimaryButton_Preview/enabled@2x.png"))
  }

  @Test func missingFoldersAndBadOptionsExitWithCode2() throws {
    let root = try cli.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let cases: [([String], String)] = [
      (["diff", root.appendingPathComponent("nope").path, root.path], "does not exist"),
      (["diff", root.path, root.path, "--threshold", "2"], "--threshold"),
      (["diff", root.path, root.path, "--shard", "4/3"], "shard"),
      (["diff", root.path], "current"),
      (["report", "merge", root.path], "not a diff report"),
      (["verify", "--snapshots", root.appendingPathComponent("refs").path], "record it with"),
    ]
    for (arguments, message) in cases {
      let result = try cli.run(arguments)
      #expect(result.status == 2, "\(arguments): \(result.status) \(result.stderr)")
      #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
    }
  }

  @Test func shardsCoverEveryImageExactlyOnceAndMergeIntoOneReport() throws {
    let (root, baseline, current) = try craftedFolders()
    defer { try? FileManager.default.removeItem(at: root) }
    // previews: three shards render disjoint sets whose union is the whole set
    var rendered: [String] = []
    for i in 1...3 {
      let out = root.appendingPathComponent("shard\(i)")
      #expect(
        try cli.run(["previews", "-o", out.path, "--filter", "*Button*", "--shard", "\(i)/3"]).status == 0)
      let manifest = try #require(
        try results(out.appendingPathComponent("manifest.json"))["images"] as? [[String: Any]])
      rendered += manifest.compactMap { $0["path"] as? String }
    }
    let full = root.appendingPathComponent("full")
    #expect(try cli.run(["previews", "-o", full.path, "--filter", "*Button*"]).status == 0)
    let all = try #require(
      try results(full.appendingPathComponent("manifest.json"))["images"] as? [[String: Any]])
    #expect(rendered.sorted() == all.compactMap { $0["path"] as? String }.sorted())
    #expect(Set(rendered).count == rendered.count)
    // diff: shard reports merge into the same counts as one unsharded run
    var reports: [String] = []
    for i in 1...2 {
      let r = root.appendingPathComponent("report\(i)").path
      let status = try cli.run(["diff", baseline.path, current.path, "--report", r, "--shard", "\(i)/2"])
        .status
      #expect(status == 0 || status == 1)
      reports.append(r)
    }
    let merged = root.appendingPathComponent("merged")
    let result = try cli.run(["report", "merge"] + reports + ["-o", merged.path])
    #expect(result.status == 1, "\(result.stderr)")
    let counts = try #require(
      try results(merged.appendingPathComponent("results.json"))["counts"] as? [String: Int])
    #expect(counts == ["unchanged": 1, "changed": 2, "added": 3, "removed": 1, "error": 0])
  }

  @Test func verifyPassesOnItsOwnReferencesAndFailsOnAChange() throws {
    let root = try cli.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let refs = root.appendingPathComponent("refs")
    #expect(
      try cli.run([
        "previews", "-o", refs.path, "--filter", "*/ErrorBadge+Preview/*", "--color-scheme", "light",
        "--dimension", "theme=standard",
      ]).status == 0)
    let arguments = [
      "verify", "--snapshots", refs.path, "--filter", "*/ErrorBadge+Preview/*", "--color-scheme", "light",
      "--dimension", "theme=standard", "-o",
      root.appendingPathComponent("out").path,
      "--report", root.appendingPathComponent("report").path,
    ]
    #expect(try cli.run(arguments).status == 0)
    let reference = refs.appendingPathComponent("UILibrary/ErrorBadge_Preview/message@2x.png")
    try FileManager.default.removeItem(at: reference)
    #expect(
      try cli.run([
        "render", "UILibrary/PrimaryButton+Preview/enabled", "--color-scheme", "light", "--dimension",
        "theme=standard", "-o", reference.path,
      ]).status == 0)
    #expect(try cli.run(arguments).status == 1)
  }
}
