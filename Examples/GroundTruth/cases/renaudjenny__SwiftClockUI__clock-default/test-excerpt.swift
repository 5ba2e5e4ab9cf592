    #if !os(macOS)
    func testDefaultClockView() {
        assertSnapshot(matching: ClockView_Previews.previews, as: .default)
    }
