    #if !os(macOS)
    func testMouths() {
        assertSnapshot(matching: Mouth_Previews.previews, as: .default)
    }
