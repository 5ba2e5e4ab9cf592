    func testClockViewDifferentColors() {
        assertSnapshot(matching: ClockViewDifferentColors_Previews.previews, as: .default)
    }
