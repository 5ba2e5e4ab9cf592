import Foundation
import Testing

/// The Chromium executable, if one is installed.
let installedChromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
  .first { FileManager.default.isExecutableFile(atPath: $0) }

/// Opens the HTML pages the command writes in headless Chromium (Debian's `chromium`, installed by
/// `Scripts/setup.sh --with-browser` and on CI): they load offline with no console messages and
/// show what matters first. Screenshots go to `.build/tessera-artifacts/` to be looked at.
@Suite(.enabled(if: installedChromium != nil, "chromium is not installed (Scripts/setup.sh --with-browser)"))
struct ReportBrowserTests {
  static var chromium: String? { installedChromium }

  let cli = TesseraCommandTests()

  /// Runs Chromium on `page`; returns the DOM after scripts ran and the console lines.
  func open(_ page: URL, screenshot: String) throws -> (dom: String, console: [String]) {
    let browser = try #require(Self.chromium)
    let artifacts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".build/tessera-artifacts")
    try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
    let common = [
      "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--enable-logging=stderr", "--v=0",
      "--virtual-time-budget=3000", "--window-size=1200,1400",
    ]
    func chromium(_ arguments: [String]) throws -> (String, String) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: browser)
      process.arguments = common + arguments
      let out = Pipe()
      let err = Pipe()
      process.standardOutput = out
      process.standardError = err
      try process.run()
      let o = out.fileHandleForReading.readDataToEndOfFile()
      let e = err.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }
    let (dom, log) = try chromium(["--dump-dom", page.absoluteString])
    _ = try chromium([
      "--screenshot=" + artifacts.appendingPathComponent(screenshot).path, page.absoluteString,
    ])
    let console = log.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
    return (dom, console)
  }

  @Test func diffReportLoadsOfflineAndShowsChangesFirst() throws {
    let diff = DiffCommandTests()
    let (root, baseline, current) = try diff.craftedFolders()
    defer { try? FileManager.default.removeItem(at: root) }
    let report = root.appendingPathComponent("report")
    #expect(try cli.run(["diff", baseline.path, current.path, "--report", report.path]).status == 1)
    let (dom, console) = try open(report.appendingPathComponent("index.html"), screenshot: "diff-report.png")
    #expect(console.isEmpty, "\(console)")
    let badges = dom.components(separatedBy: "class=\"badge ").dropFirst().map { $0.prefix { $0 != "\"" } }
    #expect(badges.first == "changed")
    #expect(badges.filter { $0 == "changed" }.count == 2)
    #expect(dom.contains("Swipe") && dom.contains("-diff.png"))
  }

  @Test func previewGalleryLoadsOffline() throws {
    let root = try cli.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try cli.run(["previews", "-o", root.path, "--filter", "*Button*"]).status == 0)
    let (dom, console) = try open(
      root.appendingPathComponent("index.html"), screenshot: "preview-gallery.png")
    #expect(console.isEmpty, "\(console)")
    #expect(dom.contains("UILibrary/PrimaryButton_Preview/enabled@2x.png"))
    #expect(dom.contains("<h2>UILibrary</h2>") && dom.contains("<h3>PrimaryButton+Preview</h3>"))
  }
}
