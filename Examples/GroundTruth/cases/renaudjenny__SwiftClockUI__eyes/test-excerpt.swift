    #if !os(macOS)
    func testEyes() {
        assertSnapshot(matching: Eye_Previews.previews, as: .default)
    }
