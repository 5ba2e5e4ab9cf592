import Foundation
import TesseraAudit
import TesseraSnapshot
import TesseraUI
import Testing

/// Audits in snapshot assertions: fail, warn or off, and the accessibility tree beside the image.
@MainActor
@Suite struct SnapshotAuditTests {
  let root: String
  let file: String

  init() throws {
    root =
      FileManager.default.temporaryDirectory.appendingPathComponent("tessera-audit-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: root + "/Tests/DemoTests", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: root + "/Package.swift", contents: Data())
    file = root + "/Tests/DemoTests/DemoTests.swift"
  }

  func check(_ view: some View, _ audit: SnapshotAudit, record: RecordMode = .missing) -> SnapshotReport {
    verifySnapshot(
      of: { view }, as: .image(size: .fixed(width: 200, height: 60), scale: 2, audit: audit), named: "row",
      record: record, filePath: file, function: "demo()")
  }

  var faint: some View { Text("Faint").foregroundStyle(Color(white: 0.75)) }

  @Test func failModeFailsAMatchingImageWithItsFindings() throws {
    #expect(check(faint, .fail).outcome == .recorded)
    let again = check(faint, .fail, record: .never)
    #expect(again.outcome == .failed)
    #expect(again.message.contains("audit of row: 1 finding"))
    #expect(again.message.contains("contrast text \"Faint\""))
    #expect(again.audit?.findings.count == 1)
    // The accessibility tree is stored beside the image.
    let tree = root + "/Snapshots/DemoTests/DemoTests/demo.row.a11y.txt"
    let text = try String(contentsOfFile: tree, encoding: .utf8)
    #expect(text.hasPrefix("accessibility ") && text.contains(" pt, 1 element\n1. text \"Faint\" ("))
  }

  @Test func warnModePassesAndCarriesTheFindingsAsWarnings() throws {
    _ = check(faint, .warn)
    let again = check(faint, .warn, record: .never)
    #expect(again.outcome == .matched)
    #expect(again.warnings.count == 1)
    #expect(again.warnings[0].contains("contrast"))
  }

  @Test func aChangedAccessibilityTreeFailsLikeAnImage() throws {
    _ = check(Text("Save").accessibilityLabel("Save"), .warn)
    // Same pixels, another label: the tree differs.
    let changed = check(Text("Save").accessibilityLabel("Store"), .warn, record: .never)
    #expect(changed.outcome == .failed)
    #expect(changed.message.contains("accessibility tree: "))
    #expect(changed.message.contains("expected: 1. element \"Save\""))
  }

  @Test func offWritesNoTreeAndFindsNothing() throws {
    _ = check(faint, .off)
    let again = check(faint, .off, record: .never)
    #expect(again.outcome == .matched)
    #expect(again.audit == nil)
    #expect(
      !FileManager.default.fileExists(atPath: root + "/Snapshots/DemoTests/DemoTests/demo.row.a11y.txt"))
  }

  @Test func intendedFindingsDoNotFail() throws {
    let view = faint.auditIgnored(.contrast, reason: "a watermark, faint by design")
    _ = check(view, .fail)
    let again = check(view, .fail, record: .never)
    #expect(again.outcome == .matched)
    #expect(again.audit?.suppressed.first?.suppressedBecause == "a watermark, faint by design")
  }
}
