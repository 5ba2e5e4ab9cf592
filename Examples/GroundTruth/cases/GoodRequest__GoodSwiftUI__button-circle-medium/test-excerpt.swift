    /// Tests the appearance of a medium circular button with an icon.
    func testCircleMediumButton() {
        let content = emptyButton
            .buttonStyle(
                GRButtonStyle(
                    appearance: testAppearance,
                    iconModel: .init(rightIcon: Constants.rightImage),
                    size: .circleMedium()
                )
            )
        
        assertSnapshot(of: content, as: .image, record: shouldRecordNewReference)
    }
