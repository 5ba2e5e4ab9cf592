    /// Tests the appearance of a large radio toggle in enabled (ON) state.
    func testLargeRadioEnabled() {
        let content = toggleOn
            .toggleStyle(
                GRToggleStyle(
                    appearance: toggleAppearance,
                    style: .radio,
                    size: .large
                )
            )
        
        assertSnapshot(of: content, as: .image, record: shouldRecordNewReference)
    }
