import Foundation
import Testing

/// The review page in a real browser (headless Chromium over the DevTools protocol): a reviewer
/// clicks accept on one image and reject on another, uses the keyboard, applies, and the reference
/// folder holds exactly the accepted image; the static report does the same through an exported
/// decisions.json and `tessera accept`. Screenshots at a phone and a desktop size go to
/// `.build/tessera-artifacts/` to be looked at.
@Suite(
  .enabled(if: installedChromium != nil, "chromium is not installed (Scripts/setup.sh --with-browser)"),
  .serialized)
struct ReviewBrowserTests {
  let cli = TesseraCommandTests()

  static var artifacts: URL {
    let folder = TesseraCommandTests.packageRoot.appendingPathComponent(".build/tessera-artifacts")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  func browser() throws -> DevToolsBrowser { try DevToolsBrowser(chromium: try #require(installedChromium)) }

  static func card(_ path: String) -> String { "section[data-path=\"\(path)\"]" }

  @Test func acceptAndRejectInTheServedPageThenApply() throws {
    let fixture = try ReviewFixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    let review = try RunningReview([
      fixture.references.path, fixture.current.path, "--report", fixture.report.path,
    ])
    let page = try browser()
    try page.open(review.url, width: 1280, height: 900)
    #expect(try page.evaluate("document.querySelectorAll('section.card').length") as? Int == 4)
    try page.screenshot(to: Self.artifacts.appendingPathComponent("review-desktop.png"))
    // Mouse: accept the changed image, reject the other changed one.
    try page.click(Self.card("A/changed.png") + " button[data-choice=accept]")
    try page.click(Self.card("B/other.dark.png") + " button[data-choice=reject]")
    // Keyboard: select the added image (j moves), accept it with `a`.
    try page.click(Self.card("A/added.png") + " h2")
    try page.press("a")
    #expect(
      try page.evaluate(
        "document.querySelector('\(Self.card("A/added.png"))').classList.contains('d-accept')")
        as? Bool == true)
    // The removed image stays undecided.
    #expect(
      try page.evaluate("document.getElementById('tally').textContent") as? String
        == "4 to review · 2 accepted · 0 as alternate · 1 rejected · 1 undecided")
    try page.screenshot(to: Self.artifacts.appendingPathComponent("review-decided.png"))
    try page.click("#finish")
    try page.waitFor("document.getElementById('banner').className === 'ok'")
    let banner = try page.evaluate("document.getElementById('banner').textContent") as? String ?? ""
    #expect(banner.contains("Applied: 2 file(s) changed"), "\(banner)")
    #expect(fixture.reference("A/changed.png") == (try ReviewFixture.png(ReviewFixture.yellow)))
    #expect(fixture.reference("A/added.png") == (try ReviewFixture.png(ReviewFixture.gray)))
    #expect(fixture.reference("B/other.dark.png") == (try ReviewFixture.png(ReviewFixture.red)))
    #expect(fixture.reference("A/removed.png") == (try ReviewFixture.png(ReviewFixture.blue)))
    #expect(
      fixture.referenceFiles() == [
        "A/added.png", "A/changed.png", "A/flip.png", "A/flip~alt1.png", "A/removed.png", "A/same.png",
        "B/other.dark.png",
      ])
    // Phone size: the same page, usable (nothing wider than the window).
    try page.open(review.url, width: 390, height: 844, mobile: true)
    #expect(try page.evaluate("document.documentElement.scrollWidth <= 390") as? Bool == true)
    // After the reload, applied images are shown as applied and the rejection is remembered.
    #expect(
      try page.evaluate("document.getElementById('tally').textContent") as? String
        == "2 to review · 0 accepted · 0 as alternate · 1 rejected · 1 undecided · 2 applied")
    try page.screenshot(to: Self.artifacts.appendingPathComponent("review-phone.png"))
    #expect(page.console.filter { !$0.hasPrefix("log") }.isEmpty, "\(page.console)")
    try page.click("#stop")
    #expect(review.waitForExit(timeout: 10) == 0)
    #expect(review.stdout.contains("modified \(fixture.references.path)/A/changed.png"), "\(review.stdout)")
  }

  @Test func exportDecisionsFromTheStaticReportThenAccept() throws {
    let fixture = try ReviewFixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    #expect(
      try cli.run(["diff", fixture.references.path, fixture.current.path, "--report", fixture.report.path])
        .status
        == 1)
    let downloads = fixture.root.appendingPathComponent("downloads")
    try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
    let page = try browser()
    try page.allowDownloads(into: downloads)
    try page.open(
      fixture.report.appendingPathComponent("index.html").absoluteString, width: 1280, height: 900)
    try page.click(Self.card("A/removed.png") + " button[data-choice=accept]")
    try page.click(Self.card("A/changed.png") + " button[data-choice=reject]")
    try page.click(Self.card("B/other.dark.png") + " button[data-choice=alternate]")
    try page.click("#finish")
    let file = downloads.appendingPathComponent("decisions.json")
    let deadline = Date().addingTimeInterval(20)
    while !FileManager.default.fileExists(atPath: file.path), Date() < deadline {
      Thread.sleep(forTimeInterval: 0.05)
    }
    try page.screenshot(to: Self.artifacts.appendingPathComponent("report-exported.png"))
    let result = try cli.run(["accept", file.path, "--snapshots", fixture.references.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(fixture.reference("A/removed.png") == nil)
    #expect(fixture.reference("A/changed.png") == (try ReviewFixture.png(ReviewFixture.red)))
    #expect(fixture.reference("B/other.dark~alt1.png") == (try ReviewFixture.png(ReviewFixture.blue)))
    #expect(fixture.reference("A/added.png") == nil)
    // Decisions survive a reload (the browser's storage), and a decision does not rebuild the list.
    try page.open(
      fixture.report.appendingPathComponent("index.html").absoluteString, width: 1280, height: 900)
    // The page restores saved decisions as its script runs; wait for it on a busy machine.
    try? page.waitFor(
      "document.querySelector('\(Self.card("A/changed.png"))')?.classList.contains('d-reject') === true")
    #expect(
      try page.evaluate(
        "document.querySelector('\(Self.card("A/changed.png"))').classList.contains('d-reject')")
        as? Bool == true)
    try page.evaluate("window.marked = document.querySelector('\(Self.card("A/added.png"))'); 1")
    try page.click(Self.card("A/added.png") + " button[data-choice=accept]")
    #expect(
      try page.evaluate("window.marked === document.querySelector('\(Self.card("A/added.png"))')") as? Bool
        == true)
    #expect(page.console.filter { !$0.hasPrefix("log") }.isEmpty, "\(page.console)")
  }

  /// A 5,000-image comparison: the page is ready quickly and a decision touches one card. The time
  /// is printed (a figure for the notes), not asserted.
  @Test func aLargeComparisonOpensAndStaysResponsive() throws {
    let root = try cli.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let a = root.appendingPathComponent("a")
    let b = root.appendingPathComponent("b")
    let red = try ReviewFixture.png(ReviewFixture.red)
    let blue = try ReviewFixture.png(ReviewFixture.blue)
    for i in 0..<5000 {
      let name = String(format: "Component%02d/image%04d.%@.png", i % 50, i, i % 2 == 0 ? "dark" : "light")
      for (folder, bytes) in [(a, red), (b, i % 3 == 0 ? blue : red)] {
        let file = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
      }
    }
    let report = root.appendingPathComponent("report")
    #expect(try cli.run(["diff", a.path, b.path, "--report", report.path]).status == 1)
    let page = try browser()
    try page.open(report.appendingPathComponent("index.html").absoluteString, width: 1280, height: 900)
    let ready = try page.evaluate("Number(document.body.dataset.ready)") as? Int ?? -1
    #expect(try page.evaluate("document.querySelectorAll('section.card').length") as? Int == 50)
    #expect((try page.evaluate("document.getElementById('page').textContent") as? String) == "page 1 of 34")
    let first = "document.querySelector('section.card')"
    try page.evaluate("window.marked = \(first); 1")
    let decided =
      try page.evaluate(
        "(() => { const t = performance.now(); \(first).querySelector('button[data-choice=accept]').click(); return performance.now() - t; })()"
      ) as? Double ?? -1
    #expect(
      try page.evaluate("window.marked === \(first) && window.marked.classList.contains('d-accept')") as? Bool
        == true)
    let bulk =
      try page.evaluate(
        "(() => { const t = performance.now(); document.getElementById('acceptShown').click(); return performance.now() - t; })()"
      ) as? Double ?? -1
    #expect(
      (try page.evaluate("document.getElementById('tally').textContent") as? String)?.contains(
        "1667 accepted") == true)
    print(
      "review page: 5,000 images (1,667 changed): ready \(ready) ms after navigation; one decision \(String(format: "%.1f", decided)) ms; accepting all shown \(String(format: "%.1f", bulk)) ms"
    )
  }
}
