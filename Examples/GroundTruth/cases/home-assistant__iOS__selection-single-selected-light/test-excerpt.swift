    @MainActor @Test func testSingleSelectionWithSelectedItemSnapshot() async throws {
        guard #available(iOS 18.0, *) else {
            assertionFailure("Snapshot tests should only run on iOS 18.0 and later")
            return
        }

        let view = AnyView(
            SelectionOptionView(options: sampleOptions, selection: .constant("secure"))
                .padding()
        )

        assertLightDarkSnapshots(of: view, named: "single-selection-selected")
    }
