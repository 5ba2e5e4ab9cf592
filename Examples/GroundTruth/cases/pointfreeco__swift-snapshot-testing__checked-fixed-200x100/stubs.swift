// Stubs for the ground-truth harness: what Tests/SnapshotTestingTests/SnapshotTestingTests.swift defines for this case
// (copied from it: `MyView`, local to `testSwiftUIView_iOS()`, moved to top level).
import SwiftUI

struct MyView: SwiftUI.View {
  var body: some SwiftUI.View {
    HStack {
      Image(systemName: "checkmark.circle.fill")
        Text("Checked").fixedSize()
    }
    .padding(5)
    .background(RoundedRectangle(cornerRadius: 5.0).fill(Color.blue))
    .padding(10)
  }
}
