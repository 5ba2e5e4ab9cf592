import DemoComponents
import TesseraSnapshot
import TesseraUI
import Testing

/// Every #Preview of DemoComponents, one test case each, compared with Snapshots/.
@Test(arguments: Previews.all(in: "DemoComponents"))
@MainActor func preview(_ preview: Preview) {
  assertSnapshot(of: preview)
}
