    func testTextButton_darkMode() {
        assertView(colorScheme: .dark) {
            NavigationUIButton {} label: {
                Text("Start Navigation")
            }
        }
    }
