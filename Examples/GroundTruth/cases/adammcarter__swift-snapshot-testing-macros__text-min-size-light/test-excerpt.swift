    @SnapshotTest()
    func swiftUiView() -> some View {
      Text("Some SwiftUI text")
    }
