    func testNavigationUIZoomButton() {
        assertView {
            NavigationUIZoomButton(
                onZoomIn: {},
                onZoomOut: {}
            )
        }
    }
