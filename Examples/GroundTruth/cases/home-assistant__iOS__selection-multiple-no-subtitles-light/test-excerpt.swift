    @MainActor @Test func testOptionsWithoutSubtitlesSnapshot() async throws {
        guard #available(iOS 18.0, *) else {
            assertionFailure("Snapshot tests should only run on iOS 18.0 and later")
            return
        }

        let optionsWithoutSubtitles = [
            SelectionOption(value: "option1", title: "First Option", isRecommended: true),
            SelectionOption(value: "option2", title: "Second Option"),
            SelectionOption(value: "option3", title: "Third Option"),
        ]

        let view = AnyView(
            SelectionOptionView(options: optionsWithoutSubtitles, multipleSelection: .constant(["option1", "option3"]))
                .padding()
        )

        assertLightDarkSnapshots(of: view, named: "options-without-subtitles")
    }
