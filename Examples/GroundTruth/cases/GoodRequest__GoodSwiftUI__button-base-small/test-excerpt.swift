    /// Tests the appearance of a small-sized button with text only.
    func testBaseButtonSmall() {
        let content = baseButton
            .buttonStyle(GRButtonStyle(appearance: testAppearance, size: .small()))
        
        assertSnapshot(of: content, as: .image, record: shouldRecordNewReference)
    }
