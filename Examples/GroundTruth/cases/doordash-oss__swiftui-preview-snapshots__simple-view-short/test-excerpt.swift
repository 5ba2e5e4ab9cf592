    func test_simpleViewSnapshots() {
        SimpleView_Previews.snapshots.assertSnapshots(as: .testStrategy())
    }
