    #if !os(macOS)
    func testCogwheel() {
        assertSnapshot(matching: Cogwheel_Previews.previews, as: .default)
    }
