// Stand-in for the app's localised strings (real ones: duckduckgo/iOS, DuckDuckGo/UserText.swift).

enum UserText {
    static let navigationTitleEdit = "Edit"
    static let navigationTitleDone = "Done"

    static func closeTabs(withCount count: Int) -> String {
        count == 1 ? "Close Tab" : "Close \(count) Tabs"
    }
}
