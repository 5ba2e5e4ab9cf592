    /// Tests the appearance of a large-sized button with both left and right icons and text.
    func testLeftRightIconButtonLarge() {
        let content = baseButton
            .buttonStyle(
                GRButtonStyle(
                    appearance: testAppearance,
                    iconModel: GRButtonIconModel(
                        leftIcon: Constants.leftImage,
                        rightIcon: Constants.rightImage
                    ),
                    size: .large()
                )
            )
        
        assertSnapshot(of: content, as: .image, record: shouldRecordNewReference)
    }
