import Foundation
import TesseraTestSupport
import Testing

/// End-to-end tests: they run the built `tessera` executable and check its output, files and exit
/// codes (0 success, 1 images failed, 2 usage or input errors).
@Suite struct TesseraCommandTests {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The built `tessera` executable.
  static let executable = BuiltExecutable.named("tessera")

  /// The package root (where `Docs/` is).
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Runs `tessera` (or `program`) with `arguments` in `folder`, with `environment` added.
  func run(
    _ arguments: [String], in folder: URL? = nil, program: URL? = nil, environment: [String: String] = [:]
  ) throws -> Result {
    let tessera = try #require(program ?? Self.executable, "the tessera executable was not built")
    let process = Process()
    process.executableURL = tessera
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Both pipes are drained at once: a child that fills one (a sanitizer's report on stderr, say)
    // while the other is read to its end would wait forever.
    let errBox = DataBox()
    let errReader = Thread { errBox.data = err.fileHandleForReading.readDataToEndOfFile() }
    errReader.start()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !errBox.done { Thread.sleep(forTimeInterval: 0.001) }
    let errData = errBox.data
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tessera-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func helpListsTheCommands() throws {
    let result = try run(["--help"])
    #expect(result.status == 0)
    for command in ["previews", "render", "list", "diff", "verify", "report", "docs"] {
      #expect(result.stdout.contains(command))
    }
  }

  @Test func listPrintsEveryPreviewWhereItIsDeclaredAndTheDimensions() throws {
    let result = try run(["list"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count >= 30)
    #expect(
      lines.contains("UILibrary/PrimaryButton+Preview/enabled\tUILibrary/PrimaryButton+Preview.swift:3"))
    #expect(lines.contains("ExampleApp/LoginView+Preview/error\tExampleApp/LoginView+Preview.swift:16"))
    #expect(lines.contains("dimension theme: standard, brandA, brandB (default standard, brandA, brandB)"))
  }

  @Test func previewsWritesImagesManifestAndGallery() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try run([
      "previews", "-o", folder.path, "--filter", "*/ErrorBadge+Preview/*", "--dimension", "theme=standard",
      "--scale", "2",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let files = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("UILibrary/ErrorBadge_Preview").path
    ).sorted()
    #expect(files == ["message.dark@2x.png", "message@2x.png"])
    let manifest = try JSONSerialization.jsonObject(
      with: Data(contentsOf: folder.appendingPathComponent("manifest.json")))
    let images = try #require((manifest as? [String: Any])?["images"] as? [[String: Any]])
    #expect(images.count == 2)
    #expect(
      images.allSatisfy {
        ($0["module"] as? String) == "UILibrary" && ($0["file"] as? String) == "ErrorBadge+Preview"
          && ($0["pixelHash"] as? String)?.isEmpty == false
      })
    let gallery = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(gallery.contains("UILibrary/ErrorBadge_Preview/message.dark@2x.png"))
  }

  @Test func previewsAreTheSameBytesOnEveryRun() throws {
    let a = try temporaryFolder()
    let b = try temporaryFolder()
    defer { for f in [a, b] { try? FileManager.default.removeItem(at: f) } }
    #expect(
      try run(["previews", "-o", a.path, "--filter", "*/PrimaryButton+Preview/*", "--jobs", "1"]).status == 0)
    #expect(
      try run(["previews", "-o", b.path, "--filter", "*/PrimaryButton+Preview/*", "--jobs", "2"]).status == 0)
    let name = "UILibrary/PrimaryButton_Preview/loading.brandA@2x.png"
    let first = try Data(contentsOf: a.appendingPathComponent(name))
    #expect(first.count > 100)
    #expect(first == (try Data(contentsOf: b.appendingPathComponent(name))))
  }

  @Test func rerunsLeaveUpToDateImagesAlone() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let args = [
      "previews", "-o", folder.path, "--filter", "*/PrimaryButton+Preview/*", "--color-scheme", "light",
      "--dimension", "theme=standard",
    ]
    #expect(try run(args).stdout.contains("(0 already up to date)"))
    let file = folder.appendingPathComponent("UILibrary/PrimaryButton_Preview/enabled@2x.png").path
    let old = Date(timeIntervalSince1970: 1_000_000_000)
    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: file)
    // Same pixels: nothing is rewritten.
    let second = try run(args)
    #expect(second.stdout.contains("(3 already up to date)"), "\(second.stdout)")
    #expect(try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date == old)
    // A file whose pixels differ (another preview's image under this name) is rewritten.
    try FileManager.default.removeItem(atPath: file)
    try FileManager.default.copyItem(
      atPath: folder.appendingPathComponent("UILibrary/PrimaryButton_Preview/loading@2x.png").path,
      toPath: file)
    #expect(try run(args).stdout.contains("(2 already up to date)"))
    #expect(try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date != old)
  }

  @Test func manifestHashesAreTheSameForOneAndManyJobs() throws {
    let a = try temporaryFolder()
    let b = try temporaryFolder()
    defer { for f in [a, b] { try? FileManager.default.removeItem(at: f) } }
    // A component and a page, light and dark: one job, then four at once.
    let filter = ["--filter", "*Login*", "--dimension", "theme=standard"]
    #expect(try run(["previews", "-o", a.path, "--jobs", "1"] + filter).status == 0)
    #expect(try run(["previews", "-o", b.path, "--jobs", "4"] + filter).status == 0)
    func hashes(_ folder: URL) throws -> [String: String] {
      let data = try Data(contentsOf: folder.appendingPathComponent("manifest.json"))
      let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let images = try #require(json["images"] as? [[String: Any]])
      return Dictionary(
        uniqueKeysWithValues: images.compactMap { e in
          (e["path"] as? String).flatMap { p in (e["pixelHash"] as? String).map { (p, $0) } }
        })
    }
    let one = try hashes(a)
    #expect(one.count == 16)
    #expect(one == (try hashes(b)))
  }

  @Test func renderWritesOnePreview() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("sub folder/bouton ✓.png")
    let result = try run([
      "render", "UILibrary/PrimaryButton+Preview/enabled", "--color-scheme", "dark", "--dimension",
      "theme=standard", "--scale", "3", "-o", file.path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let bytes = try Data(contentsOf: file)
    #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }

  @Test func unknownPreviewSuggestsTheNearestNames() throws {
    let result = try run(["render", "Buton", "-o", "/tmp/never-written.png"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("no preview named \"Buton\""))
    #expect(result.stderr.contains("UILibrary/PrimaryButton+Preview/"))
    #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written.png"))
  }

  @Test func badInputExitsWithCode2AndNamesTheProblem() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("a-file")
    try Data("x".utf8).write(to: file)
    let badTokens = folder.appendingPathComponent("bad.tokens.json")
    try Data("{ \"color\": ".utf8).write(to: badTokens)
    let cases: [([String], String)] = [
      (["previews", "-o", file.path], "is a file, not a folder"),
      (["previews", "-o", folder.path, "--dimension", "theme=neon"], "unknown theme \"neon\""),
      (["previews", "-o", folder.path, "--dimension", "theme=\(badTokens.path)"], "bad.tokens.json"),
      (
        [
          "previews", "-o", folder.path, "--dimension",
          "theme=\(folder.appendingPathComponent("missing.json").path)",
        ],
        "missing.json"
      ),
      (["previews", "-o", folder.path, "--dimension", "colour=red"], "unknown preview dimension \"colour\""),
      (["previews", "-o", folder.path, "--dimension", "theme"], "write NAME=VALUE"),
      (["previews", "-o", folder.path, "--theme", "light"], "--theme"),
      (["previews", "-o", folder.path, "--filter", "Nothing*"], "no preview matches"),
      (["previews", "-o", folder.path, "--scale", "-1"], "--scale"),
      (["previews", "-o", folder.path, "--jobs", "0"], "--jobs"),
      (["previews", "--no-such-option"], "no-such-option"),
    ]
    for (arguments, message) in cases {
      let result = try run(arguments)
      #expect(result.status == 2, "\(arguments): \(result.status) \(result.stderr)")
      #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
    }
  }
}

/// Bytes handed from a reader thread to the test.
final class DataBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored = Data()
  private var finished = false
  /// The bytes read; setting them marks the reader done.
  var data: Data {
    get { lock.withLock { stored } }
    set { lock.withLock { (stored, finished) = (newValue, true) } }
  }
  /// Whether the reader is done.
  var done: Bool { lock.withLock { finished } }
}
