    func test_observableObjectSnapshots() {
        ObservableObjectView_Previews.snapshots.assertSnapshots(as: .testStrategy())
    }
