      @SnapshotTest(
        .sizes(width: 320, height: 480)
      )
      func testWidthAndHeight320x480() -> some View {
        Text(".sizes(width: 320, height: 480)")
      }
