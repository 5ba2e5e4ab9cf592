import Foundation
import MCP
import Testing

@testable import TesseraCommandLine

/// `tessera mcp` end to end, driven by an MCP client Tessera does not share code with (the
/// Python `mcp` package, `Scripts/mcp-check.py`), and the tools' rules for arguments.
@Suite struct AgentServerTests {
  let cli = TesseraCommandTests()

  /// Whether the Python client is installed (`.ci/run` installs it; required on CI).
  static let hasClient: Bool = {
    if ProcessInfo.processInfo.environment["CI"] != nil { return true }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", "import mcp"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }()

  /// Runs `Scripts/mcp-check.py` with `arguments`; its output when it fails.
  func check(_ arguments: [String], environment: [String: String] = [:]) throws -> TesseraCommandTests.Result
  {
    let root = TesseraCommandTests.packageRoot
    return try cli.run(
      ["python3", root.appendingPathComponent("Scripts/mcp-check.py").path] + arguments, in: root,
      program: URL(fileURLWithPath: "/usr/bin/env"), environment: environment)
  }

  @Test(.enabled(if: hasClient, "the Python mcp package is not installed (pip install mcp)"))
  func anMCPClientRendersInteractsAndComparesTheCatalog() throws {
    let tessera = try #require(TesseraCommandTests.executable, "the tessera executable was not built")
    let root = TesseraCommandTests.packageRoot.path
    let result = try check([
      "catalog", "--cwd", root, "--reference",
      "Snapshots/UILibraryTests/CatalogSnapshotTests/preview.UILibrary_LoginForm_Preview_empty.dark.png",
      "--",
      tessera.path, "mcp",
    ])
    #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
    #expect(result.stdout.contains("mcp-check: all checks passed"))
  }

  @Test(.enabled(if: hasClient, "the Python mcp package is not installed (pip install mcp)"))
  func aPreviewThatCrashesOrHangsIsAnErrorAndTheServerGoesOn() throws {
    let fixture = try #require(
      DiscoveredPreviewsCommandTests.program, "the PreviewsFixture executable was not built")
    let result = try check(
      [
        "fixture", "--cwd", TesseraCommandTests.packageRoot.path, "--", fixture.path, "mcp", "--timeout", "3",
      ],
      environment: [
        "PREVIEWS_FIXTURE_TRAP": "1", "PREVIEWS_FIXTURE_HANG": "1", "SWIFT_BACKTRACE": "enable=no",
      ])
    #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
    #expect(
      result.stdout.contains(
        "a preview that traps: rendering PreviewsFixture/FixturePreviews/Trap failed: crashed"))
    #expect(result.stdout.contains("a preview that hangs"))
  }

  @Test func variantsAreCheckedAndNamedInWords() throws {
    #expect(throws: AgentError("unknown colorScheme \"sepia\"; use light or dark")) {
      try AgentVariant(["colorScheme": "sepia"])
    }
    #expect(throws: AgentError("scale must be a number of pixels per point from 1 to 4")) {
      try AgentVariant(["scale": 0])
    }
    #expect(throws: AgentError.self) { try AgentVariant(["locale": "../../etc"]) }
    #expect(throws: AgentError("unknown design \"ios9\"; use one of ios18, ios26")) {
      try AgentVariant(["design": "ios9"])
    }
    #expect(try AgentVariant(["design": "ios26"]).resolved().variant.design == .ios26)
    #expect(throws: AgentError.self) { try AgentVariant(["colour": "red"]) }
    let v = try AgentVariant(["colorScheme": "dark", "scale": 3, "dimensions": ["theme": "brandA"]])
    #expect(v.label == "dark theme=brandA @3x")
    #expect(AgentVariant().label == "default")
  }

  @Test func actionsNeedWhatTheyActOn() throws {
    #expect(throws: AgentError.self) { try AgentAction(["action": "tap"]) }
    #expect(throws: AgentError.self) { try AgentAction(["action": "type", "label": "Email"]) }
    #expect(throws: AgentError.self) { try AgentAction(["action": "set_value", "label": "Volume"]) }
    #expect(throws: AgentError.self) { try AgentAction(["action": "toggle", "identifier": "wifi"]) }
    #expect(throws: AgentError.self) { try AgentAction(["action": "swipe", "label": "Row", "text": "up"]) }
    let a = try AgentAction(["action": "type", "label": "Email", "text": "ada@example.com"])
    #expect(a.description == "type \"ada@example.com\" into \"Email\"")
  }

  @Test func referencesOutsideThePackageAreRefused() throws {
    let folder = try cli.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let package = folder.appendingPathComponent("Package")
    try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
    try Data("secret".utf8).write(to: folder.appendingPathComponent("outside.png"))
    try FileManager.default.createSymbolicLink(
      at: package.appendingPathComponent("link.png"),
      withDestinationURL: folder.appendingPathComponent("outside.png"))
    let session = try AgentSession(root: package.path, limits: WorkerLimits(), rebuild: nil)
    for path in [
      "../outside.png", folder.appendingPathComponent("outside.png").path, "link.png", "/etc/hostname",
    ] {
      #expect(throws: AgentError.self, "\(path)") { try session.reference(path) }
      do { _ = try session.reference(path) } catch {
        #expect(error.description.contains("outside the package"))
      }
    }
    try Data("not a png".utf8).write(to: package.appendingPathComponent("bad.png"))
    do {
      _ = try session.reference("bad.png")
      Issue.record("a file that is not a PNG was read")
    } catch {
      #expect(error.description.contains("is not a PNG"))
    }
  }

  @Test func aRebuildNoticesEditsAndReportsTheCompilersErrors() throws {
    let folder = try cli.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sources = folder.appendingPathComponent("Sources/A")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    let file = sources.appendingPathComponent("A.swift")
    try Data("let a = 1\n".utf8).write(to: file)
    let rebuild = AgentRebuild(
      command: [
        "/bin/sh", "-c",
        "echo 'A.swift:1:9: error: cannot convert value'; echo '  1 | let a = \"x\"'; exit 1",
      ],
      executable: "/bin/true", watch: [folder.appendingPathComponent("Sources").path])
    let first = rebuild.fingerprint()
    #expect(rebuild.fingerprint() == first)
    try Data("let a = 2\n".utf8).write(to: file)
    #expect(rebuild.fingerprint() != first)
    let edited = rebuild.fingerprint()
    // An editor's swap file is not an edit.
    try Data("x".utf8).write(to: sources.appendingPathComponent(".A.swift.swp"))
    #expect(rebuild.fingerprint() == edited)
    let errors = try #require(rebuild.build())
    #expect(errors.contains("A.swift:1:9: error: cannot convert value"))
    #expect(errors.contains("let a = \"x\""))
  }

  // The compiler's error with its source lines, once (the driver prints it twice), without the
  // driver's own "command failed" line or the progress lines.
  @Test func buildErrorsAreTheCompilersWords() {
    let log = #"""
      [0/1] Planning build
      Building for debugging...
      [0/2] Write swift-version-6A52383ED409C6A7.txt
      [1/3] Write sources
      [3/5] Compiling MyComponents Greeting.swift
      /work/MyComponents/Sources/MyComponents/Greeting.swift:14:19: error: cannot convert value of type 'String' to specified type 'Int'
      12 | #Preview { NavigationStack { List { Greeting(name: "Ada") }.navigationTitle("Welcome") } }
      13 | 
      14 | let broken: Int = "not a number"
         |                   `- error: cannot convert value of type 'String' to specified type 'Int'
      15 | 
      error: emit-module command failed with exit code 1 (use -v to see invocation)
      [4/5] Emitting module MyComponents
      /work/MyComponents/Sources/MyComponents/Greeting.swift:14:19: error: cannot convert value of type 'String' to specified type 'Int'
      12 | #Preview { NavigationStack { List { Greeting(name: "Ada") }.navigationTitle("Welcome") } }
      13 | 
      14 | let broken: Int = "not a number"
         |                   `- error: cannot convert value of type 'String' to specified type 'Int'
      15 | 
      """#
    let errors = AgentRebuild.errors(in: log)
    let lines = errors.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.first
        == "/work/MyComponents/Sources/MyComponents/Greeting.swift:14:19: error: cannot convert value of type 'String' to specified type 'Int'"
    )
    #expect(errors.contains("14 | let broken: Int = \"not a number\""))
    #expect(!errors.contains("emit-module"))
    #expect(!errors.contains("[4/5]"))
    #expect(
      lines.filter { $0.hasSuffix("error: cannot convert value of type 'String' to specified type 'Int'") }
        .count == 2)
  }
}
