    func testClockViewSteampunkStyle() {
        assertSnapshot(matching: ClockViewSteampunkStyle_Previews.previews, as: .default)
    }
