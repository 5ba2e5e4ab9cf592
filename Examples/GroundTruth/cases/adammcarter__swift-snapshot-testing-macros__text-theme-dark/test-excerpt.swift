    @SnapshotTest(
      .theme(.dark)
    )
    func testTraitThemeDarkTests() -> some View {
      Text(".theme(.dark)")
    }
