    func testInfoBanner() {
        assertView {
            NavigationUIBanner(severity: .info) {
                Text("Something Useful")
            }
        }
    }
