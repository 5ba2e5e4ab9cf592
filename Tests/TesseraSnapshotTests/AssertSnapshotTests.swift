import Foundation
import TesseraGeometry
import TesseraPNG
import TesseraRaster
import TesseraSnapshot
import TesseraUI
import Testing

import struct TesseraUI.Color

/// The record/verify workflow, run in a throwaway package folder so the real references are
/// never touched.
@Suite struct AssertSnapshotTests {
  let root: String
  let file: String

  init() throws {
    root =
      FileManager.default.temporaryDirectory.appendingPathComponent("tessera-snap-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: root + "/Tests/DemoTests", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: root + "/Package.swift", contents: Data())
    file = root + "/Tests/DemoTests/DemoTests.swift"
  }

  func image(_ color: String, width: Int = 20) throws -> Pixmap {
    var c = try Canvas(width: width, height: 10, background: .white)
    c.fill(
      Path(circleCenter: Point(x: 10, y: 5), radius: 4),
      with: Paint(TesseraRaster.Color(hex: color) ?? .black))
    return c.pixmap
  }

  func verify(_ p: Pixmap, _ mode: RecordMode, tolerance: ImageTolerance = .exact, name: String = "card")
    -> SnapshotReport
  {
    verifySnapshot(
      of: { p }, as: .image(tolerance: tolerance), named: name, record: mode, filePath: file,
      function: "demo()")
  }

  /// Two snapshot names that map to one file are refused at the second, naming both: `.` and
  /// `..`, names that differ only in case or in replaced characters (long names are cut with a
  /// hash of the whole name, so they stay apart).
  @Test func namesThatShareAFileAreRefusedAtTheSecond() throws {
    let red = try image("#FF0000")
    for (first, second) in [(".", ".."), ("Card", "card"), ("a b", "a_b")] {
      #expect(verify(red, .missing, name: first).outcome != .error)
      let clash = verify(red, .missing, name: second)
      #expect(clash.outcome == .error, "\(first) / \(second)")
      #expect(clash.message.contains("two snapshots map to one reference file"), "\(clash.message)")
      #expect(
        clash.message.contains("snapshot \"\(first)\"") && clash.message.contains("snapshot \"\(second)\""))
      // The first name keeps its file: checking it again is no clash.
      #expect(verify(red, .missing, name: first).outcome != .error)
    }
  }

  @Test func recordVerifyAndFail() throws {
    let red = try image("#FF0000")
    // Missing with recording off: fails, writes nothing.
    let missing = verify(red, .never)
    #expect(missing.outcome == .missing)
    #expect(missing.message.contains("TESSERA_RECORD=missing"))
    #expect(!FileManager.default.fileExists(atPath: missing.referencePath))
    #expect(missing.referencePath == root + "/Snapshots/DemoTests/DemoTests/demo.card.png")
    // Missing, recorded locally: fails once, saying so.
    #expect(verify(red, .missing).outcome == .recorded)
    // Now it matches.
    #expect(verify(red, .never).outcome == .matched)
    // A different image fails and leaves artifacts, named in the message, with the accept command.
    let blue = try image("#0000FF")
    let failed = verify(blue, .never)
    #expect(failed.outcome == .failed)
    #expect(failed.artifacts.count == 4)
    for a in failed.artifacts { #expect(FileManager.default.fileExists(atPath: a), "\(a)") }
    #expect(failed.message.contains("TESSERA_RECORD=failed swift test --filter demo"))
    #expect(failed.artifacts.contains { $0.hasSuffix("demo.card.side-by-side.png") })
    // The reference is untouched by a failure.
    #expect(try PNG.read(contentsOf: failed.referencePath) == red)
    // Record mode `failed` rewrites it.
    #expect(verify(blue, .failed).outcome == .rerecorded)
    #expect(try PNG.read(contentsOf: failed.referencePath) == blue)
  }

  /// A view that draws one of two ways keeps both looks: `NAME~alt1.png` beside the reference.
  @Test func anAlternateReferenceMatchesToo() throws {
    let red = try image("#FF0000")
    let blue = try image("#0000FF")
    #expect(verify(red, .missing).outcome == .recorded)
    let path = verify(red, .never).referencePath
    let alternate = try #require(ReferenceAlternatesName.of(path))
    #expect(alternate.hasSuffix("demo.card~alt1.png"))
    let failed = verify(blue, .never)
    #expect(failed.outcome == .failed)
    try PNG.write(blue, to: alternate)
    let matched = verify(blue, .never)
    #expect(matched.outcome == .matched)
    #expect(matched.message == "matches the alternate reference \(alternate)")
    #expect(verify(red, .never).outcome == .matched && verify(red, .never).message.isEmpty)
    // Neither: the failure names the alternate it also tried.
    let green = verify(try image("#00FF00"), .never)
    #expect(
      green.outcome == .failed && green.message.contains("nor its alternate reference"), "\(green.message)")
  }

  @Test func referencesWithinToleranceAreNotRewritten() throws {
    let a = try image("#FF0000")
    #expect(verify(a, .missing).outcome == .recorded)
    let path = verify(a, .never).referencePath
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    var c = Canvas(pixmap: a)
    c.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: Paint(TesseraRaster.Color(hex: "#FEFEFE") ?? .white))
    let tolerance = ImageTolerance(pixel: .channelDelta(2))
    #expect(verify(c.pixmap, .all, tolerance: tolerance).outcome == .matched)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  /// The image strategy with a decoder that counts its calls.
  func countingDecodes() -> (Snapshotting<Pixmap, Pixmap>, Counter) {
    let decodes = Counter()
    var strategy = Snapshotting<Pixmap, Pixmap>.image()
    let decode = strategy.diffing.fromData
    strategy.diffing.fromData = { bytes, source in
      decodes.add()
      return try decode(bytes, source)
    }
    return (strategy, decodes)
  }

  @Test func identicalImagesAreMatchedWithoutDecodingTheReference() throws {
    let a = try image("#FF0000")
    #expect(verify(a, .missing).outcome == .recorded)
    let (strategy, decodes) = countingDecodes()
    func check(_ p: Pixmap) -> SnapshotReport {
      verifySnapshot(
        of: { p }, as: strategy, named: "card", record: .never, filePath: file, function: "demo()")
    }
    #expect(check(a).outcome == .matched)
    #expect(decodes.value == 0)
    // A different image is decoded and compared in full.
    #expect(check(try image("#FF0001")).outcome == .failed)
    #expect(decodes.value == 1)
    // A reference without a digest (recorded by an older Tessera) is decoded, and still matches.
    var options = PNGOptions.standard
    options.storesPixelDigest = false
    try AtomicFile.write(try PNG.encode(a, options: options), to: check(a).referencePath)
    #expect(check(a).outcome == .matched)
    #expect(decodes.value == 2)
  }

  @Test func aStoredDigestIsTrustedOnlyAfterItWasCheckedAgainstItsPixels() throws {
    let a = try image("#FF0000")
    let b = try image("#00FF00")
    let path = verify(a, .never).referencePath
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    // A reference holding b's pixels but claiming a's digest: the check must decode it and fail.
    let lying = try PNG.encode(b, knownDigest: PixelDigest(a))
    #expect(PixelDigest(storedIn: lying) == PixelDigest(a))
    try AtomicFile.write(lying, to: path)
    #expect(verify(a, .never).outcome == .failed)
    #expect(verify(b, .never).outcome == .matched)
    // An honest reference is decoded once, then its digest is trusted until the file changes.
    let (strategy, decodes) = countingDecodes()
    func check(_ p: Pixmap) -> SnapshotReport {
      verifySnapshot(
        of: { p }, as: strategy, named: "card", record: .never, filePath: file, function: "demo()")
    }
    try AtomicFile.write(try PNG.encode(a), to: path)
    #expect(check(a).outcome == .matched)
    #expect(check(a).outcome == .matched)
    #expect(decodes.value == 1)
    try AtomicFile.write(lying, to: path)
    #expect(check(a).outcome == .failed)
    #expect(decodes.value == 2)
  }

  @Test func corruptOrTruncatedReferencesAreReportedAndKept() throws {
    let a = try image("#FF0000")
    let path = verify(a, .never).referencePath
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    let good = try PNG.encode(a)
    let half = Data(good.prefix(good.count / 2))
    try half.write(to: URL(fileURLWithPath: path))
    let r = verify(a, .failed)
    #expect(r.outcome == .error)
    #expect(r.message.contains("cannot be read"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == half)
  }

  @Test func sizeMismatchIsNamed() throws {
    #expect(verify(try image("#FF0000"), .missing).outcome == .recorded)
    let r = verify(try image("#FF0000", width: 21), .never)
    #expect(r.outcome == .failed)
    #expect(r.message.contains("size differs: expected 20x10, got 21x10"))
  }

  @Test func namesCannotLeaveTheirFolder() throws {
    let r = verify(try image("#FF0000"), .never, name: "../../../etc/passwd")
    #expect(r.referencePath.hasPrefix(root + "/Snapshots/DemoTests/DemoTests/"))
    #expect(!r.referencePath.contains(".."))
  }

  @Test func viewStrategyIsAPullbackOfTheImageStrategy() throws {
    let view = Text("Hello").padding(8).background(Color.blue)
    let report = verifySnapshot(
      of: { view }, as: .image(scale: 2), named: "hello", record: .missing, filePath: file,
      function: "views()")
    #expect(report.outcome == .recorded)
    let again = verifySnapshot(
      of: { view }, as: .image(scale: 2), named: "hello", record: .never, filePath: file, function: "views()")
    #expect(again.outcome == .matched)
    let text = verifySnapshot(
      of: { "line one\nline two" }, as: .lines, named: "dump", record: .missing, filePath: file,
      function: "text()")
    #expect(text.outcome == .recorded)
    let changed = verifySnapshot(
      of: { "line one\nline 2" }, as: .lines, named: "dump", record: .never, filePath: file,
      function: "text()")
    #expect(changed.message.contains("text differs at line 2"))
  }

  @Test func matrixNamesEveryCell() throws {
    let m = SnapshotMatrix(
      colorSchemes: [.light, .dark], directions: [.leftToRight, .rightToLeft], scales: [1, 3])
    #expect(m.cells.count == 8)
    #expect(m.cells.map(\.name).contains("dark.rtl.3x"))
    #expect(SnapshotMatrix(contentSizeScales: [1.5]).cells[0].name == "light.ltr.1x.cs1.5")
  }
}

@Suite struct HousekeepingTests {
  @Test func unusedReferencesAreListedAndDeleted() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-hk-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: dir + "/T/F", withIntermediateDirectories: true)
    for name in ["a.1.png", "b.1.png", "c.dump.txt", "notes.md"] {
      _ = FileManager.default.createFile(atPath: dir + "/T/F/" + name, contents: Data([1]))
    }
    let log = dir + "/usage.log"
    try (dir + "/T/F/a.1.png\n").write(toFile: log, atomically: true, encoding: .utf8)
    let unused = try SnapshotHousekeeping.unusedReferences(in: dir + "/T", usageLog: log)
    #expect(unused.map { ($0 as NSString).lastPathComponent } == ["b.1.png", "c.dump.txt"])
    try SnapshotHousekeeping.deleteUnusedReferences(in: dir + "/T", usageLog: log)
    #expect(
      SnapshotHousekeeping.references(in: dir + "/T").map { ($0 as NSString).lastPathComponent } == [
        "a.1.png"
      ])
    #expect(throws: (any Error).self) {
      try SnapshotHousekeeping.unusedReferences(in: dir, usageLog: dir + "/missing.log")
    }
  }
}

/// A thread-safe call counter for strategies' closures.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  /// The number of calls so far.
  var value: Int { lock.withLock { count } }
  /// Counts one call.
  func add() { lock.withLock { count += 1 } }
}

/// The first alternate's name of a reference path (the naming of `ReferenceAlternates`).
enum ReferenceAlternatesName {
  static func of(_ path: String) -> String? {
    guard path.hasSuffix(".png") else { return nil }
    return String(path.dropLast(4)) + "~alt1.png"
  }
}
