import Foundation
import Testing

/// `tessera accept decisions.json` (the static report's way to accept, with no server) and
/// alternate references in `tessera diff`.
@Suite struct AcceptCommandTests {
  let cli = TesseraCommandTests()

  /// Compares the fixture's folders into its report folder.
  func compare(_ fixture: ReviewFixture) throws {
    let diff = try cli.run([
      "diff", fixture.references.path, fixture.current.path, "--report", fixture.report.path,
    ])
    #expect(diff.status == 1, "\(diff.stderr)")
  }

  func write(_ bytes: [UInt8], in fixture: ReviewFixture) throws -> URL {
    let file = fixture.root.appendingPathComponent("decisions.json")
    try Data(bytes).write(to: file)
    return file
  }

  @Test func anAlternateReferenceThatMatchesMakesTheImageUnchanged() throws {
    let fixture = try ReviewFixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    try compare(fixture)
    let results =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: fixture.report.appendingPathComponent("results.json"))) as? [String: Any]
      ?? [:]
    let entries = results["entries"] as? [[String: Any]] ?? []
    let flip = try #require(entries.first { $0["path"] as? String == "A/flip.png" })
    #expect(flip["status"] as? String == "unchanged")
    #expect(flip["matchedReference"] as? String == "A/flip~alt1.png")
    // The alternate is not an image of its own (not "removed").
    #expect(!entries.contains { ($0["path"] as? String)?.contains("~alt") == true })
    let changed = try #require(entries.first { $0["path"] as? String == "A/changed.png" })
    #expect(
      (changed["baselineDigest"] as? String)?.count == 64
        && (changed["currentDigest"] as? String)?.count == 64)
  }

  @Test func acceptAppliesTheExportedDecisions() throws {
    let fixture = try ReviewFixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    try compare(fixture)
    let file = try write(
      try fixture.decisions([
        "A/changed.png": "accept", "A/added.png": "accept", "A/removed.png": "reject",
        "B/other.dark.png": "alternate",
      ]), in: fixture)
    let dry = try cli.run(["accept", file.path, "--snapshots", fixture.references.path, "--dry-run"])
    #expect(dry.status == 0 && dry.stdout.contains("3 file(s) would change"), "\(dry.stdout)\(dry.stderr)")
    #expect(fixture.reference("A/added.png") == nil)
    let result = try cli.run(["accept", file.path, "--snapshots", fixture.references.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains("3 files changed in \(fixture.references.path); 1 rejected"), "\(result.stdout)")
    #expect(result.stdout.contains("modified \(fixture.references.path)/A/changed.png"))
    #expect(fixture.reference("A/changed.png") == (try ReviewFixture.png(ReviewFixture.yellow)))
    #expect(fixture.reference("A/added.png") == (try ReviewFixture.png(ReviewFixture.gray)))
    #expect(fixture.reference("A/removed.png") == (try ReviewFixture.png(ReviewFixture.blue)))
    #expect(fixture.reference("B/other.dark~alt1.png") == (try ReviewFixture.png(ReviewFixture.blue)))
    // Applied once; the second time the references are not the ones decided on.
    let again = try cli.run(["accept", file.path, "--snapshots", fixture.references.path])
    #expect(again.status == 2 && again.stderr.contains("changed since the comparison"), "\(again.stderr)")
  }

  @Test func theNewImagesComeFromTheReportOrTheCurrentFolder() throws {
    let fixture = try ReviewFixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    try compare(fixture)
    let file = try write(try fixture.decisions(["A/added.png": "accept"]), in: fixture)
    // A report moved away (a CI artifact unpacked elsewhere) is named with --report.
    let moved = fixture.root.appendingPathComponent("artifact")
    try FileManager.default.moveItem(at: fixture.report, to: moved)
    let lost = try cli.run(["accept", file.path, "--snapshots", fixture.references.path])
    #expect(lost.status == 2 && lost.stderr.contains("pass --report DIR"), "\(lost.stderr)")
    try FileManager.default.removeItem(at: moved.appendingPathComponent("images"))
    // Without the report's copies, the folder of new images serves, if its image is the one seen.
    try ReviewFixture.write(ReviewFixture.white, to: fixture.current.appendingPathComponent("A/added.png"))
    let changed = try cli.run([
      "accept", file.path, "--snapshots", fixture.references.path, "--report", moved.path,
    ])
    #expect(changed.status == 2 && changed.stderr.contains("no longer the one compared"), "\(changed.stderr)")
    try ReviewFixture.write(ReviewFixture.gray, to: fixture.current.appendingPathComponent("A/added.png"))
    let ok = try cli.run([
      "accept", file.path, "--snapshots", fixture.references.path, "--report", moved.path,
    ])
    #expect(ok.status == 0, "\(ok.stderr)")
    #expect(fixture.reference("A/added.png") == (try ReviewFixture.png(ReviewFixture.gray)))
  }

  @Test func badDecisionsAreRefusedAndNothingIsWritten() throws {
    let fixture = try ReviewFixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    try compare(fixture)
    let before = fixture.referenceFiles().map { fixture.reference($0) }
    let cases: [([UInt8], String)] = [
      (
        try fixture.decisions(["A/added.png": "accept", "A/ghost.png": "accept"]),
        "A/ghost.png is not an image of this comparison"
      ),
      (try fixture.decisions(["A/same.png": "accept"]), "A/same.png is unchanged in this comparison"),
      (
        try fixture.decisions(["A/added.png": "alternate"]),
        "only a changed image can be accepted as an alternate"
      ),
      (Array("not json".utf8), "is not a Tessera decisions file"),
      (
        Array("{\"tool\":\"other\",\"format\":1,\"baseline\":\"a\",\"current\":\"b\",\"decisions\":[]}".utf8),
        "is not a Tessera decisions file"
      ),
      (try fixture.decisions(["A/added.png": "maybe"]), "is not a Tessera decisions file"),
    ]
    for (bytes, message) in cases {
      let file = try write(bytes, in: fixture)
      let result = try cli.run(["accept", file.path, "--snapshots", fixture.references.path])
      #expect(result.status == 2, "\(message)")
      #expect(result.stderr.contains(message), "\(result.stderr)")
    }
    #expect(fixture.referenceFiles().map { fixture.reference($0) } == before)
    #expect(try cli.run(["accept", fixture.root.appendingPathComponent("missing.json").path]).status == 2)
  }
}
