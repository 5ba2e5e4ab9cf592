/// The parts of `ContentUnavailableView.search`.
nonisolated public enum SearchUnavailableContent {
  /// "No Results" with a magnifying glass.
  nonisolated public struct Label: View {
    let text: String?
    /// The title and icon.
    public var body: some View {
      TesseraUI.Label(
        text.map { "No Results for “\($0)”" } ?? "No Results", systemImage: "magnifyingglass")
    }
  }
  /// "Check the spelling or try a new search."
  nonisolated public struct Description: View {
    /// The description.
    public var body: some View { Text("Check the spelling or try a new search.") }
  }
}
