import Foundation
import TesseraPNG
import TesseraRaster
import TesseraTestSupport
import Testing

/// The command line on previews found at run time: a program like the one `swift package previews`
/// writes (`PreviewsFixture`, over `Tests/Fixtures/PreviewsFixture`), run end to end.
@Suite struct DiscoveredPreviewsCommandTests {
  let cli = TesseraCommandTests()
  static let program = BuiltExecutable.named("PreviewsFixture")
  /// The name of the fixture's long-named preview (251 characters).
  static let longName = Array(repeating: "A preview whose name goes on and on", count: 7).joined(
    separator: " ")

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
        "PreviewsFixture/App/FixtureApp", "PreviewsFixture/FixturePreviews/Accent",
        "PreviewsFixture/FixturePreviews/Badge",
        "PreviewsFixture/FixturePreviews/Card", "PreviewsFixture/FixturePreviews/Card 2",
        "PreviewsFixture/FixturePreviews/Endless", "PreviewsFixture/FixturePreviews/Hang",
        "PreviewsFixture/FixturePreviews/Hog", "PreviewsFixture/FixturePreviews/Missing asset",
        "PreviewsFixture/FixturePreviews/Night", "PreviewsFixture/FixturePreviews/Recursion",
        "PreviewsFixture/FixturePreviews/Sample", "PreviewsFixture/FixturePreviews/Trap",
        "PreviewsFixture/Localized/Localized",
        "PreviewsFixture/LongNames/" + Self.longName, "PreviewsFixture/Rows/Plain",
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

  @Test func designsAreAVariantNamedOnlyWhenNotTheStandardOne() throws {
    let folder = try cli.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let both = try run(
      [
        "previews", "--filter", "*/Card", "--color-scheme", "light", "--design", "ios18", "--design",
        "iOS 26",
        "-o", "out",
      ], in: folder)
    #expect(both.status == 0, "\(both.stderr)")
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("out").path)
      .filter { $0.hasSuffix("/Card@2x.png") || $0.hasSuffix("/Card.ios18@2x.png") }.sorted()
    #expect(
      files == [
        "PreviewsFixture/FixturePreviews/Card.ios18@2x.png", "PreviewsFixture/FixturePreviews/Card@2x.png",
      ])
    try Data(#"{"designs": ["ios18"]}"#.utf8).write(
      to: folder.appendingPathComponent("tessera-previews.json"))
    let fromFile = try run(
      ["previews", "--filter", "*/Card", "--color-scheme", "light", "-o", "file"], in: folder)
    #expect(fromFile.status == 0, "\(fromFile.stderr)")
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("file/PreviewsFixture/FixturePreviews/Card.ios18@2x.png").path))
    let bad = try run(["previews", "--design", "ios9", "-o", "bad"], in: folder)
    #expect(
      bad.status == 2 && bad.stderr.contains("unknown design \"ios9\"; use one of ios18, ios26"),
      "\(bad.stderr)")
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

  @Test func aPreviewThatTrapsFailsAloneAndIsNamed() throws {
    let folder = try cli.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try run(
      ["previews", "--color-scheme", "light", "-o", "out"], in: folder,
      environment: ["PREVIEWS_FIXTURE_TRAP": "1", "SWIFT_BACKTRACE": "enable=no"])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(
      result.stderr.contains("a render worker died while rendering PreviewsFixture/FixturePreviews/Trap"),
      "\(result.stderr)")
    #expect(
      result.stderr.contains("failed: PreviewsFixture/FixturePreviews/Trap@2x.png: crashed: SIG"),
      "\(result.stderr)")
    let out = folder.appendingPathComponent("out/PreviewsFixture/FixturePreviews")
    #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("Badge@2x.png").path))
    #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("Trap@2x.png").path))
  }

  /// A name of any length: each variant's image keeps its variant in a file name inside the limit,
  /// and the run does not fail on two variants sharing a file. A missing asset is a named warning.
  @Test func longNamesRenderInEveryVariantAndMissingAssetsAreNamed() throws {
    let folder = try cli.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try run(["previews", "--filter", "*/LongNames/*", "-o", "out"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let files = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("out/PreviewsFixture/LongNames").path
    ).sorted()
    #expect(files.count == 2, "\(files)")
    #expect(files.allSatisfy { $0.utf8.count <= 130 }, "\(files)")
    #expect(files.contains { $0.hasSuffix(".dark@2x.png") })
    let missing = try run(
      ["previews", "--filter", "*/Missing*", "--color-scheme", "light", "-o", "missing"], in: folder)
    #expect(missing.status == 0, "\(missing.stderr)")
    #expect(
      missing.stderr.contains(
        "tessera: warning: PreviewsFixture/FixturePreviews/Missing asset (light, large, left-to-right, en_US, @2x): image \"no-such-asset\""
      ), "\(missing.stderr)")
  }

  /// A preview whose image set, color set and string live in an asset catalog and a string
  /// catalog beside its file, declared nowhere: the 2x file at 2x (its dark one in dark mode),
  /// the color set's color for the scheme, and the string in each locale.
  @Test func assetCatalogsAndStringCatalogsBesideThePreviewAreRead() throws {
    let folder = try cli.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try run(
      [
        "previews", "--filter", "*/Localized/*", "--locale", "en_US", "--locale", "de_DE", "--audit", "warn",
        "-o", "out",
      ], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stderr.contains("warning"), "\(result.stderr)")
    let out = folder.appendingPathComponent("out/PreviewsFixture/Localized")
    func tree(_ name: String) throws -> String {
      try String(contentsOf: out.appendingPathComponent(name + ".a11y.txt"), encoding: .utf8)
    }
    #expect(try tree("Localized@2x").contains("text \"Good morning\""))
    #expect(try tree("Localized.de_DE@2x").contains("text \"Guten Morgen\""))
    #expect(try tree("Localized.dark.de_DE@2x").contains("text \"Guten Morgen\""))
    func pixels(_ name: String) throws -> Pixmap {
      try PNG.decode(Array(try Data(contentsOf: out.appendingPathComponent(name + ".png"))))
    }
    let light = try pixels("Localized@2x")
    let dark = try pixels("Localized.dark@2x")
    // The dot: 8 px of the 2x file are 4 pt, 8 px at 2x; then the paper color behind the text.
    #expect(light.height >= 8)
    #expect(light.pixel(x: 2, y: light.height / 2) == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
    #expect(dark.pixel(x: 2, y: dark.height / 2) == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
    #expect(light.pixel(x: 10, y: 1) == PremultipliedColor(r: 0xF0, g: 0xE0, b: 0xC0, a: 255))
    #expect(dark.pixel(x: 10, y: 1) == PremultipliedColor(r: 0x20, g: 0x30, b: 0x40, a: 255))
  }

  /// A preview that traps, one that recurses for ever, one that never returns and one that
  /// allocates without bound: each is named with what happened, every other preview renders, the
  /// manifest lists what was made, and the exit code is 1.
  @Test func previewsThatCrashHangOrExhaustMemoryFailAlone() throws {
    let folder = try cli.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try run(
      ["previews", "--color-scheme", "light", "--timeout", "3", "--worker-memory", "300", "-o", "out"],
      in: folder,
      environment: [
        "PREVIEWS_FIXTURE_TRAP": "1", "PREVIEWS_FIXTURE_RECURSE": "1", "PREVIEWS_FIXTURE_HANG": "1",
        "PREVIEWS_FIXTURE_HOG": "1", "SWIFT_BACKTRACE": "enable=no",
      ])
    #expect(result.status == 1, "\(result.stderr)")
    let failed = result.stderr.split(separator: "\n").filter { $0.hasPrefix("tessera: failed: ") }
    func reason(_ name: String) -> String? {
      failed.first { $0.hasPrefix("tessera: failed: PreviewsFixture/FixturePreviews/\(name)@2x.png: ") }
        .map(String.init)
    }
    #expect(
      reason("Trap")?.contains("crashed: SIGTRAP") == true
        || reason("Trap")?.contains("crashed: SIGILL") == true, "\(failed)")
    #expect(reason("Recursion")?.contains("crashed: SIGSEGV") == true, "\(failed)")
    #expect(reason("Hang")?.contains("hung: no image after 3 s") == true, "\(failed)")
    #expect(reason("Hog")?.contains("ran out of memory") == true, "\(failed)")
    #expect(reason("Endless") != nil)
    #expect(failed.count == 5, "\(failed)")
    let out = folder.appendingPathComponent("out/PreviewsFixture")
    for file in [
      "App/FixtureApp@2x.png", "FixturePreviews/Accent@2x.png", "FixturePreviews/Badge@2x.png",
      "FixturePreviews/Card@2x.png",
      "FixturePreviews/Sample@2x.png", "Rows/Plain@2x.png", "Rows/Preview_2@2x.png",
    ] {
      #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(file).path), "\(file)")
    }
    let manifest = try String(contentsOf: folder.appendingPathComponent("out/manifest.json"), encoding: .utf8)
    #expect(manifest.contains("Accent@2x.png"))
    #expect(!manifest.contains("Hog@2x.png"))
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
