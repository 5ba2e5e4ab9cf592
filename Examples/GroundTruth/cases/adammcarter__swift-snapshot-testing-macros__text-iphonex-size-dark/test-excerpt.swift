      @SnapshotTest(
        .sizes(devices: .iPhoneX, fitting: .widthAndHeight)
      )
      func testSingularDeviceWidthAndHeight() -> some View {
        Text(".sizes(devices: .iPhoneX, fitting: .widthAndHeight)")
      }
