    func testTextButton() {
        assertView {
            NavigationUIButton {} label: {
                Text("Start Navigation")
            }
        }
    }
