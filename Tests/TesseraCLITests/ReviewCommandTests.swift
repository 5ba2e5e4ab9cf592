import Foundation
import Testing

/// `tessera review` over HTTP: who may ask (token, host, origin), what is served (only the report's
/// images), what applying writes (only accepted images, inside the reference folder, never over a
/// reference that changed on disk), and how it stops.
@Suite struct ReviewCommandTests {
  let cli = TesseraCommandTests()

  func start(_ fixture: ReviewFixture, _ extra: [String] = []) throws -> RunningReview {
    try RunningReview(
      [fixture.references.path, fixture.current.path, "--report", fixture.report.path] + extra)
  }

  @Test func everyRequestNeedsTheTokenTheServersOwnHostAndNoForeignOrigin() throws {
    let fixture = try ReviewFixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    let review = try start(fixture)
    let port = review.port
    #expect(review.stdout.contains("2 changed, 1 added, 1 removed, 0 errors of 6 images"), "\(review.stdout)")
    #expect(try RawHTTP.get(port: port, "/?token=\(review.token)").status == 200)
    let page = try RawHTTP.get(port: port, "/?token=\(review.token)")
    #expect(page.text.contains("id=\"review\"") && page.headers.contains("Content-Security-Policy"))
    #expect(try RawHTTP.get(port: port, "/").status == 403)
    #expect(try RawHTTP.get(port: port, "/?token=0000").status == 403)
    #expect(
      try RawHTTP.get(port: port, "/?token=\(review.token)", headers: ["Host": "evil.example"]).status == 421)
    #expect(
      try RawHTTP.get(
        port: port, "/?token=\(review.token)", headers: ["Host": "tessera.evil.example:\(port)"]
      )
      .status == 421)
    #expect(try RawHTTP.get(port: port, "/?token=\(review.token)", headers: ["Host": ""]).status == 421)
    #expect(
      try RawHTTP.get(port: port, "/?token=\(review.token)", headers: ["Origin": "http://evil.example"])
        .status
        == 403)
    #expect(
      try RawHTTP.get(port: port, "/?token=\(review.token)", headers: ["Sec-Fetch-Site": "cross-site"]).status
        == 403)
    #expect(
      try RawHTTP.get(port: port, "/?token=\(review.token)", headers: ["Origin": "http://localhost:\(port)"])
        .status == 200)
    // Only the report's own images; nothing else of the report, nothing outside it.
    let results =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: fixture.report.appendingPathComponent("results.json"))) as? [String: Any]
      ?? [:]
    let image = try #require(
      (results["entries"] as? [[String: Any]])?.compactMap { $0["currentImage"] as? String }.first)
    let served = try RawHTTP.get(port: port, "/\(image)?token=\(review.token)")
    #expect(
      served.status == 200 && served.headers.contains("image/png") && served.body.starts(with: [0x89, 0x50]))
    #expect(try RawHTTP.get(port: port, "/\(image)").status == 403)
    for target in [
      "/results.json", "/images/../results.json", "/images/%2e%2e/results.json",
      "/images/..%2f..%2fcurrent/A/same.png",
      "/../references/A/same.png", "/images/00099-current.png", "/.tessera-owned.json",
    ] {
      let sep = target.contains("?") ? "&" : "?"
      #expect(try RawHTTP.get(port: port, target + sep + "token=\(review.token)").status == 404, "\(target)")
    }
    // Applying with a foreign origin or no token writes nothing.
    let before = fixture.referenceFiles()
    let body = try fixture.decisions(["A/added.png": "accept"])
    #expect(
      try RawHTTP.post(
        port: port, "/api/apply?token=\(review.token)", body: body, headers: ["Origin": "http://evil.example"]
      )
      .status == 403)
    #expect(try RawHTTP.post(port: port, "/api/apply", body: body).status == 403)
    #expect(try RawHTTP.get(port: port, "/api/apply?token=\(review.token)").status == 405)
    #expect(fixture.referenceFiles() == before)
  }

  @Test func applyWritesTheAcceptedImagesAndPrintsThem() throws {
    let fixture = try ReviewFixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    let review = try start(fixture)
    let body = try fixture.decisions([
      "A/changed.png": "accept", "B/other.dark.png": "alternate", "A/added.png": "accept",
      "A/removed.png": "accept",
    ])
    let reply = try RawHTTP.post(
      port: review.port, "/api/apply", body: body, headers: ["X-Tessera-Token": review.token])
    #expect(reply.status == 200, "\(reply.text)")
    #expect(fixture.reference("A/changed.png") == (try ReviewFixture.png(ReviewFixture.yellow)))
    #expect(fixture.reference("A/added.png") == (try ReviewFixture.png(ReviewFixture.gray)))
    #expect(fixture.reference("A/removed.png") == nil)
    #expect(fixture.reference("B/other.dark.png") == (try ReviewFixture.png(ReviewFixture.red)))
    #expect(fixture.reference("B/other.dark~alt1.png") == (try ReviewFixture.png(ReviewFixture.blue)))
    #expect(
      fixture.referenceFiles() == [
        "A/added.png", "A/changed.png", "A/flip.png", "A/flip~alt1.png", "A/same.png", "B/other.dark.png",
        "B/other.dark~alt1.png",
      ])
    // The same decision twice is refused; the page shows what was applied.
    #expect(
      try RawHTTP.post(
        port: review.port, "/api/apply", body: body, headers: ["X-Tessera-Token": review.token]
      )
      .status == 400)
    #expect(try RawHTTP.get(port: review.port, "/?token=\(review.token)").text.contains("\"applied\":{"))
    #expect(
      try RawHTTP.post(port: review.port, "/api/stop", body: [], headers: ["X-Tessera-Token": review.token])
        .status
        == 200)
    #expect(review.waitForExit(timeout: 10) == 0)
    let out = review.stdout
    for line in [
      "modified \(fixture.references.path)/A/changed.png",
      "added    \(fixture.references.path)/B/other.dark~alt1.png",
      "added    \(fixture.references.path)/A/added.png", "deleted  \(fixture.references.path)/A/removed.png",
    ] {
      #expect(out.contains(line), "\(out)")
    }
    #expect(out.contains("stopped (the page asked); 4 files changed"))
    // Compared again, everything matches (the flip image through its alternate).
    let again = try cli.run([
      "diff", fixture.references.path, fixture.current.path, "--report", fixture.report.path,
    ])
    #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
  }

  @Test func nothingIsAppliedWhenAReferenceChangedOnDiskOrADecisionNamesNoImage() throws {
    let fixture = try ReviewFixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    let review = try start(fixture)
    let token = ["X-Tessera-Token": review.token]
    let before = fixture.referenceFiles()
    // An image the comparison does not have, or a path leaving the folder.
    for path in ["A/nothere.png", "../outside.png", "/etc/passwd"] {
      let body = try fixture.decisions(["A/added.png": "accept", path: "accept"])
      let reply = try RawHTTP.post(port: review.port, "/api/apply", body: body, headers: token)
      #expect(reply.status == 400 && reply.text.contains("not an image of this comparison"), "\(reply.text)")
    }
    #expect(fixture.referenceFiles() == before)
    #expect(!FileManager.default.fileExists(atPath: fixture.root.appendingPathComponent("outside.png").path))
    // Not a decisions file at all.
    #expect(
      try RawHTTP.post(port: review.port, "/api/apply", body: Array("{}".utf8), headers: token).status == 400)
    // A reference changed on disk while the page was open: detected, nothing written.
    try ReviewFixture.write(
      ReviewFixture.green, to: fixture.references.appendingPathComponent("A/changed.png"))
    let body = try fixture.decisions(["A/added.png": "accept", "A/changed.png": "accept"])
    let reply = try RawHTTP.post(port: review.port, "/api/apply", body: body, headers: token)
    #expect(reply.status == 409 && reply.text.contains("A/changed.png"), "\(reply.text)")
    #expect(fixture.reference("A/added.png") == nil)
    #expect(fixture.reference("A/changed.png") == (try ReviewFixture.png(ReviewFixture.green)))
  }

  @Test func aSecondReviewOfTheSameFolderIsRefused() throws {
    let fixture = try ReviewFixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    let first = try start(fixture)
    let other = fixture.root.appendingPathComponent("report2")
    let second = try cli.run([
      "review", fixture.references.path, fixture.current.path, "--report", other.path,
    ])
    #expect(second.status == 2)
    #expect(second.stderr.contains("a `tessera review` of it may still be open"), "\(second.stderr)")
    #expect(!FileManager.default.fileExists(atPath: other.path))
    _ = first
  }

  @Test func theServerStopsWhenIdleAndOnCtrlC() throws {
    let fixture = try ReviewFixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    do {
      let review = try start(fixture, ["--idle-timeout", "0.02"])
      #expect(review.waitForExit(timeout: 30) == 0)
      #expect(review.stdout.contains("stopped (idle); 0 files changed"))
    }
    let review = try start(fixture)
    review.process.interrupt()
    #expect(review.waitForExit(timeout: 10) == 130)
    // The port is free again, and the folder can be reviewed again.
    #expect(throws: (any Error).self) { try RawHTTP.get(port: review.port, "/") }
    let again = try start(fixture, ["--idle-timeout", "0.01"])
    #expect(again.waitForExit(timeout: 30) == 0)
  }

  @Test func badOptionsAreUsageErrors() throws {
    #expect(try cli.run(["review", "only-one-folder"]).status == 2)
    let missing = try cli.run(["review", "--report", "/nonexistent/report"])
    #expect(missing.status == 2 && missing.stderr.contains("is not a diff report"), "\(missing.stderr)")
    #expect(try cli.run(["review", "--report", "x", "--idle-timeout", "-1"]).status == 2)
  }
}
