    func test_previewStateViewSnapshots() {
        PreviewStateView_Previews.snapshots.assertSnapshots(as: .testStrategy())
    }
