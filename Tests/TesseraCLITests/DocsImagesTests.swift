import Foundation
import Testing

/// The documentation's images (`Docs/Components/images`, `Docs/ExampleApp/images`) are written by
/// `tessera docs`; these tests fail when they are stale.
@Suite struct DocsImagesTests {
  let cli = TesseraCommandTests()

  @Test func componentPageImagesAreUpToDate() throws {
    let result = try cli.run(["docs", "--check"], in: TesseraCommandTests.packageRoot)
    #expect(result.status == 0, "\(result.stderr)")
  }

  @Test func checkNamesStaleMissingAndLeftOverImages() throws {
    let folder = try cli.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let images = folder.appendingPathComponent("images")
    let pages = ["--pages-output", folder.appendingPathComponent("pages").path]
    #expect(try cli.run(["docs", "-o", images.path] + pages).status == 0)
    #expect(try cli.run(["docs", "--check", "-o", images.path] + pages).status == 0)
    let fm = FileManager.default
    // The app's pages, on the phone, by state.
    #expect(fm.fileExists(atPath: folder.appendingPathComponent("pages/DashboardView/offline.png").path))
    let enabled = try Data(contentsOf: images.appendingPathComponent("PrimaryButton/enabled.png"))
    try fm.removeItem(at: images.appendingPathComponent("ErrorBadge/message.png"))
    try enabled.write(to: images.appendingPathComponent("PrimaryButton/disabled.png"))
    // An image Tessera wrote for a preview that is gone: listed in the folder's marker.
    try fm.createDirectory(at: images.appendingPathComponent("Gone"), withIntermediateDirectories: true)
    try enabled.write(to: images.appendingPathComponent("Gone/old.png"))
    let marker = images.appendingPathComponent(".tessera-owned.json")
    var owned = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: marker)) as? [String: Any])
    owned["files"] = (owned["files"] as? [String] ?? []) + ["Gone/old.png"]
    try JSONSerialization.data(withJSONObject: owned).write(to: marker)
    let result = try cli.run(["docs", "--check", "-o", images.path] + pages)
    #expect(result.status == 1)
    #expect(result.stderr.contains("missing: \(images.path)/ErrorBadge/message.png"))
    #expect(result.stderr.contains("stale: \(images.path)/PrimaryButton/disabled.png"))
    #expect(result.stderr.contains("left over: \(images.path)/Gone/old.png"))
    // Regenerating fixes all three.
    #expect(try cli.run(["docs", "-o", images.path] + pages).status == 0)
    #expect(try cli.run(["docs", "--check", "-o", images.path] + pages).status == 0)
    #expect(!fm.fileExists(atPath: images.appendingPathComponent("Gone/old.png").path))
  }

  @Test func docsNeverDeletesImagesItDidNotWrite() throws {
    let folder = try cli.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let images = folder.appendingPathComponent("images")
    let pages = ["--pages-output", folder.appendingPathComponent("pages").path]
    #expect(try cli.run(["docs", "-o", images.path] + pages).status == 0)
    let mine = images.appendingPathComponent("Mine/hand-made.PNG")
    try FileManager.default.createDirectory(
      at: mine.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("my own image".utf8).write(to: mine)
    let check = try cli.run(["docs", "--check", "-o", images.path] + pages)
    #expect(check.status == 1)
    #expect(
      check.stderr.contains("not written by Tessera: \(images.path)/Mine/hand-made.PNG"), "\(check.stderr)")
    let write = try cli.run(["docs", "-o", images.path] + pages)
    #expect(write.status == 2)
    #expect(
      write.stderr.contains("Mine/hand-made.PNG") && write.stderr.contains("--output"), "\(write.stderr)")
    #expect(try Data(contentsOf: mine) == Data("my own image".utf8))
  }
}
