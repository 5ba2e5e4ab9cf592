    /// Tests the appearance of a large circular check toggle in disabled (OFF) state.
    func testLargeCheckCircleDisabled() {
        let content = toggleOff
            .toggleStyle(
                GRToggleStyle(
                    appearance: toggleAppearance,
                    style: .circularCheck,
                    size: .large
                )
            )
        
        assertSnapshot(of: content, as: .image, record: shouldRecordNewReference)
    }
