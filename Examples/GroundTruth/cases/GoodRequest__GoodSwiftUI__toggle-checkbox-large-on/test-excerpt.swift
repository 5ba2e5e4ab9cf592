    /// Tests the appearance of a large checkbox toggle in enabled (ON) state.
    func testLargeCheckBoxEnabled() {
        let content = toggleOn
            .toggleStyle(
                GRToggleStyle(
                    appearance: toggleAppearance,
                    style: .checkbox,
                    size: .large
                )
            )
        
        assertSnapshot(of: content, as: .image, record: shouldRecordNewReference)
    }
