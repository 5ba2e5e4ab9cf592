import Foundation
import TesseraSnapshot
import TesseraUI
import Testing

// Previews as an iOS developer declares them; the one-line test below snapshots each.
#Preview("Badge", traits: .sizeThatFitsLayout) {
  Text("New")
    .font(.caption.bold())
    .padding(.horizontal, 8)
    .padding(.vertical, 4)
    .background(Capsule().fill(Color.blue))
    .foregroundStyle(.white)
    .padding(8)
}

#Preview {
  NavigationStack {
    Form {
      Toggle("Wi-Fi", isOn: .constant(true))
      LabeledContent("Version", value: "18.1")
    }
    .navigationTitle("Settings")
  }
}

/// The one-line test: one test case per preview, each in light and dark.
@Test(arguments: Previews.all(in: "TesseraSnapshotTests"))
@MainActor func preview(_ preview: Preview) {
  assertSnapshot(of: preview, variants: [.standard, PreviewVariant(colorScheme: .dark)])
}

/// One test case per preview and variant (a failure names both), checked against the references
/// of the one-line test above.
@Test(
  arguments: Previews.all(in: PreviewSnapshotErrorTests.self),
  [.standard, PreviewVariant(colorScheme: .dark)])
@MainActor func preview(_ preview: Preview, _ variant: PreviewVariant) {
  let reports = assertSnapshot(of: preview, variants: [variant])
  #expect(reports.count == 1)
}

/// What a preview that cannot be drawn reports: its name and why, not a crash.
@Suite struct PreviewSnapshotErrorTests {
  let file: String

  init() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tessera-previews-\(UUID().uuidString)"
    )
    .path
    try FileManager.default.createDirectory(
      atPath: root + "/Tests/DemoTests", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: root + "/Package.swift", contents: Data())
    file = root + "/Tests/DemoTests/DemoTests.swift"
  }

  @MainActor @Test func unknownDeviceAndEndlessViewAreReportedByName() {
    let phone = Previews.identified([
      Preview("Phone", fileID: "Demo/Card.swift", line: 1) { Text("Hi").previewDevice("iPhone 61") }
    ])[0]
    // `.previewDevice` inside a #Preview body is read only from a PreviewProvider; a variant's
    // device is what a run chooses, so an unknown one is a setup error for that run.
    let endless = Previews.identified([
      Preview("Endless", traits: .sizeThatFitsLayout, fileID: "Demo/Card.swift", line: 9) {
        Color.red.frame(width: .infinity, height: .infinity)
      }
    ])[0]
    let reports = verifySnapshots(of: endless, record: .never, filePath: file, function: "demo()")
    #expect(reports.count == 1)
    #expect(reports[0].outcome == .error)
    #expect(reports[0].message.contains("Demo/Card/Endless"), "\(reports[0].message)")
    let ok = verifySnapshots(of: phone, record: .never, filePath: file, function: "demo()")
    #expect(ok[0].outcome == .missing && ok[0].message.contains("Demo/Card/Phone"))
  }

  @Test func variantNamesOnlyWhatDiffersFromTheDefaults() {
    #expect(PreviewVariant.standard.nameSuffix == "")
    #expect(PreviewVariant(colorScheme: .dark).nameSuffix == ".dark")
    let all = PreviewVariant(
      colorScheme: .dark, dynamicTypeSize: .accessibility3, layoutDirection: .rightToLeft, locale: "ar_EG",
      device: .iPad11)
    #expect(all.nameSuffix == ".dark.accessibility3.rtl.ar_EG.\(Device.iPad11.name)")
    #expect(
      PreviewVariant.matrix(colorSchemes: [.light, .dark], dynamicTypeSizes: [.large, .xxxLarge]).count == 4)
    #expect(PreviewVariant.dynamicTypeSize(named: "AX3") == nil)
    #expect(PreviewVariant.dynamicTypeSize(named: "accessibility3") == .accessibility3)
  }
}
