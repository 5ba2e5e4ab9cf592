    func testImageButton() {
        assertView {
            NavigationUIButton {} label: {
                Image(systemName: "location")
            }
        }
    }
