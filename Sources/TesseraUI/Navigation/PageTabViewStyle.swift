/// Pages side by side with index dots, as SwiftUI's `PageTabViewStyle`.
nonisolated public struct PageTabViewStyle: TabViewStyle {
  /// Whether the index dots show.
  public struct IndexDisplayMode: Hashable, Sendable {
    let shown: Bool
    /// Shown when there is more than one page.
    public static let automatic = IndexDisplayMode(shown: true)
    /// Always shown.
    public static let always = IndexDisplayMode(shown: true)
    /// Never shown.
    public static let never = IndexDisplayMode(shown: false)
  }
  let indexDisplayMode: IndexDisplayMode

  /// A page style (default: dots shown when there is more than one page).
  public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
}
