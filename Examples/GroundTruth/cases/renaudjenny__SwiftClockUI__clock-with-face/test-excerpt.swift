    func testClockViewWithFace() {
        assertSnapshot(matching: ClockViewWithFace_Previews.previews, as: .default)
    }
