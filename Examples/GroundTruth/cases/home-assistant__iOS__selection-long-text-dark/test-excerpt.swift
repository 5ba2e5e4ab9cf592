    @MainActor @Test func testLongTextContentSnapshot() async throws {
        guard #available(iOS 18.0, *) else {
            assertionFailure("Snapshot tests should only run on iOS 18.0 and later")
            return
        }

        let longTextOptions = [
            SelectionOption(
                value: "long_title",
                title: "This is a very long title that should wrap to multiple lines and test how the layout handles extensive text content in the selection option view",
                subtitle: "This is also a very long subtitle that provides additional context and information about the selection option, testing how subtitles handle multiline text and proper spacing within the component layout",
                isRecommended: true
            ),
            SelectionOption(
                value: "short",
                title: "Short",
                subtitle: "Brief",
                isRecommended: false
            ),
        ]

        let view = AnyView(
            SelectionOptionView(options: longTextOptions, selection: .constant("long_title"))
                .padding()
                .frame(maxWidth: 320) // Constrain width to force wrapping
        )

        assertLightDarkSnapshots(of: view, named: "long-text-content")
    }
