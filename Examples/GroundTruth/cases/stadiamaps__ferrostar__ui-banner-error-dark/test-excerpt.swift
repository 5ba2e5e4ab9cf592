    func testErrorBanner_darkMode() {
        assertView(colorScheme: .dark) {
            NavigationUIBanner(severity: .error) {
                Text("No Location Available")
            }
        }
    }
