    @MainActor
    @Test func testCollapsibleViewCollapsed() async throws {
        let view = CollapsibleView {
            Text("This is a header")
        } expandedContent: {
            Text("This is a content")
        }

        assertLightDarkSnapshots(of: view)
    }
