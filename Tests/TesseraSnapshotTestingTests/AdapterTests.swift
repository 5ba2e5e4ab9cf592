import SnapshotTesting
import TesseraSnapshot
import TesseraSnapshotTesting
import TesseraSnapshotXCTest
import TesseraUI
import Testing
import XCTest

import struct TesseraRaster.Pixmap

struct Chip: TesseraUI.View {
  var body: some TesseraUI.View {
    TesseraUI.Text("Tessera").padding(6).background(Capsule().fill(TesseraUI.Color.blue)).foregroundColor(
      .white)
  }
}

/// Tessera's image strategy through pointfreeco's `assertSnapshot(of:as:)` (references in
/// `__Snapshots__` beside this file, their convention).
@Suite(.snapshots(record: .missing)) struct AdapterTests {
  @Test func chipThroughSwiftSnapshotTesting() {
    SnapshotTesting.assertSnapshot(of: Chip(), as: .tessera(scale: 2))
  }

  @Test func diffingReportsDifferences() throws {
    let diffing = SnapshotTesting.Diffing<TesseraImage>.tesseraImage()
    let a = try TesseraRenderCheck.pixmap(TesseraUI.Color.red.frame(width: 4, height: 4))
    let b = try TesseraRenderCheck.pixmap(TesseraUI.Color.blue.frame(width: 4, height: 4))
    #expect(diffing.diffV2(.pixels(a), .pixels(a)) == nil)
    let result = try #require(diffing.diffV2(.pixels(a), .pixels(b)))
    #expect(result.0.contains("16 pixels differ"))
    #expect(diffing.diffV2(.unavailable("gone"), .pixels(a))?.0 == "gone")
  }
}

enum TesseraRenderCheck {
  static func pixmap<V: TesseraUI.View>(_ v: V) throws -> TesseraRaster.Pixmap {
    try ImageRenderer(content: v).pixmap()
  }
}

/// The XCTest entry point reports through XCTFail.
final class XCTestEntryPointTests: XCTestCase {
  func testMatchingSnapshotPasses() throws {
    let report = TesseraSnapshotXCTest.assertSnapshot(
      of: "a dump\n", as: TesseraSnapshot.Snapshotting<String, String>.lines, named: "dump", record: .missing)
    XCTAssertTrue(report.outcome == .matched || report.outcome == .recorded || report.outcome == .missing)
  }
}
