    #if !os(macOS)
    func testMoon() {
        assertSnapshot(matching: Moon_Previews.previews, as: .default)
    }
