    /// Tests the appearance of a large-sized button with text only.
    func testBaseButtonLarge() {
        let content = baseButton
            .buttonStyle(GRButtonStyle(appearance: testAppearance, size: .large()))
        
        assertSnapshot(of: content, as: .image, record: shouldRecordNewReference)
    }
