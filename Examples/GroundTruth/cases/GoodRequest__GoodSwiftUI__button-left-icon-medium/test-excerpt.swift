    /// Tests the appearance of a medium-sized button with a left icon and text.
    func testLeftIconButtonMedium() {
        let content = baseButton
            .buttonStyle(
                GRButtonStyle(
                    appearance: testAppearance,
                    iconModel: .init(leftIcon: Constants.leftImage),
                    size: .medium()
                )
            )
        
        assertSnapshot(of: content, as: .image, record: shouldRecordNewReference)
    }
