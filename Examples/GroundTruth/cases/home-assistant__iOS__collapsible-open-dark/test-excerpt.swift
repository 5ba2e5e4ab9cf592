    @MainActor
    @Test func testCollapsibleViewOpen() async throws {
        let view = CollapsibleView(startExpanded: true) {
            Text("This is a header")
        } expandedContent: {
            Text("This is a content")
        }

        assertLightDarkSnapshots(of: view)
    }
