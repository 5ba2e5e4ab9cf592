import Foundation
import TesseraTestSupport
import Testing

/// The command line on previews found at run time: a program like the one `swift package previews`
/// writes (`PreviewsFixture`, over `Tests/Fixtures/PreviewsFixture`), run end to end.
@Suite struct DiscoveredPreviewsCommandTests {
  let cli = TesseraCommandTests()
  static let program = BuiltExecutable.named("PreviewsFixture")

  func run(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]) throws
    -> TesseraCommandTests.Result
  {
    let program = try #require(Self.program, "the PreviewsFixture executable was not built")
    return try cli.run(arguments, in: folder, program: program, environment: environment)
  }

  @Test func listNamesEveryPreviewWithWhereItIsDeclared() throws {
    let result = try run(["list"])
    #expect(result.status == 0, "\(result.stderr)")
    let names = result.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
    #expect(
      names == [
        "PreviewsFixture/FixturePreviews/Badge", "PreviewsFixture/FixturePreviews/Card",
        "PreviewsFixture/FixturePreviews/Card 2", "PreviewsFixture/FixturePreviews/Endless",
        "PreviewsFixture/FixturePreviews/Night", "PreviewsFixture/FixturePreviews/Sample",
        "PreviewsFixture/FixturePreviews/Trap", "PreviewsFixture/Rows/Plain",
        "PreviewsFixture/Rows/Preview 2", "dimension outline: none, red (default none)",
      ])
    #expect(
      result.stdout.contains(
        "PreviewsFixture/FixturePreviews/Card 2\tPreviewsFixture/FixturePreviews.swift:9"))
  }

  @Test func previewsRenderTheMatrixWithStableNames() throws {
    let folder = try cli.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let matrix = folder.appendingPathComponent("tessera-previews.json")
    try Data(#"{"colorSchemes": ["light"], "dynamicTypeSizes": ["large", "accessibility2"]}"#.utf8).write(
      to: matrix)
    let result = try run(["previews", "--filter", "*/Card*", "-o", "out"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    var files = try FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("out").path)
      .filter { $0.hasSuffix(".png") }
    files.sort()
    // Only what differs from iOS's defaults is in a name: the large, light images keep theirs.
    #expect(
      files == [
        "PreviewsFixture/FixturePreviews/Card.accessibility2@2x.png",
        "PreviewsFixture/FixturePreviews/Card@2x.png",
        "PreviewsFixture/FixturePreviews/Card_2.accessibility2@2x.png",
        "PreviewsFixture/FixturePreviews/Card_2@2x.png",
      ])
    // A flag replaces the file's list for its dimension.
    let dark = try run(
      ["previews", "--filter", "*/Card", "--color-scheme", "dark", "-o", "dark"], in: folder)
    #expect(dark.status == 0, "\(dark.stderr)")
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(
          "dark/PreviewsFixture/FixturePreviews/Card.dark.accessibility2@2x.png"
        ).path))
  }

  @Test func aPreviewThatFixesItsSchemeIsDrawnOnce() throws {
    let folder = try cli.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try run(["previews", "--filter", "*/Night", "-o", "out"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("out").path)
      .filter { $0.hasSuffix(".png") }
    #expect(files == ["PreviewsFixture/FixturePreviews/Night.dark@2x.png"])
  }

  @Test func badMatrixValuesAndModulesAreInputErrors() throws {
    let folder = try cli.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let size = try run(["previews", "--dynamic-type-size", "huge", "-o", "out"], in: folder)
    #expect(size.status == 2 && size.stderr.contains("unknown Dynamic Type size \"huge\""), "\(size.stderr)")
    let device = try run(["previews", "--device", "iPhone 61", "-o", "out"], in: folder)
    #expect(device.status == 2 && device.stderr.contains("iPhone 16"), "\(device.stderr)")
    let module = try run(["previews", "--module", "Nope", "-o", "out"], in: folder)
    #expect(module.status == 2 && module.stderr.contains("no previews in module Nope"), "\(module.stderr)")
    try Data(#"{"colourSchemes": ["dark"]}"#.utf8).write(
      to: folder.appendingPathComponent("tessera-previews.json"))
    let key = try run(["previews", "-o", "out"], in: folder)
    #expect(key.status == 2 && key.stderr.contains("unknown keys colourSchemes"), "\(key.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
  }

  @Test func aPreviewThatFailsIsNamedAndTheRestAreWritten() throws {
    let folder = try cli.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try run(["previews", "--color-scheme", "light", "-o", "out"], in: folder)
    #expect(result.status == 1)
    #expect(result.stderr.contains("Endless"), "\(result.stderr)")
    let out = folder.appendingPathComponent("out/PreviewsFixture")
    for file in ["FixturePreviews/Badge@2x.png", "FixturePreviews/Trap@2x.png", "Rows/Plain@2x.png"] {
      #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(file).path), "\(file)")
    }
  }

  @Test func aPreviewThatTrapsIsNamedWhenTheProcessDies() throws {
    let folder = try cli.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try run(
      ["previews", "--filter", "*/Trap", "--color-scheme", "light", "-o", "out"], in: folder,
      environment: ["PREVIEWS_FIXTURE_TRAP": "1", "SWIFT_BACKTRACE": "enable=no"])
    #expect(result.status != 0)
    #expect(
      result.stderr.contains("the process died while rendering PreviewsFixture/FixturePreviews/Trap"),
      "\(result.stderr)")
  }

  // A trait's PreviewModifier makes its context once, after suspending; a package's own
  // PreviewDimension is found and chosen with --dimension, named last, its default left out.
  @Test func modifierTraitsAndThePackagesOwnDimensions() throws {
    let folder = try cli.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try run(
      [
        "previews", "--filter", "*/Sample", "--color-scheme", "light", "--dimension", "outline=none",
        "--dimension", "outline=red", "-o", "out",
      ], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let out = folder.appendingPathComponent("out/PreviewsFixture/FixturePreviews")
    let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(files == ["Sample.red@2x.png", "Sample@2x.png"])
    // Two sample names and the content, stacked: taller than one line of text.
    let png = [UInt8](try Data(contentsOf: out.appendingPathComponent("Sample@2x.png")))
    let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(height > 100)
    let unknown = try run(["previews", "--dimension", "outline=blue", "-o", "out"], in: folder)
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr.contains("unknown outline \"blue\"; outline values: none, red"), "\(unknown.stderr)")
  }
}
