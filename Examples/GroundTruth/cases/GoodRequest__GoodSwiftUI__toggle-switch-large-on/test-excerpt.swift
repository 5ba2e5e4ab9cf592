    /// Tests the appearance of a large-sized switch toggle in enabled (ON) state.
    func testLargeToggleEnabled() {
        let content = toggleOn
            .toggleStyle(GRSwitchStyle(appearance: switchAppearance, size: .large))
        
        assertSnapshot(of: content, as: .image, record: shouldRecordNewReference)
    }
