    func test_previewStateLightAndDark() {
        PreviewStateView_Previews.snapshots
            .assertSnapshots(as: [
                "Light": .testStrategy(userInterfaceStyle: .light),
                "Dark": .testStrategy(userInterfaceStyle: .dark),
            ])
    }
