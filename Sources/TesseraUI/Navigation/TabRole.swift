/// What a tab is for, as SwiftUI's `TabRole`: `.search` marks the tab that searches (iOS 26's tab
/// bar sets it apart at the trailing end).
///
/// Status: partial. Kept; the search tab is drawn as any other tab until the iOS 26 design.
public struct TabRole: Hashable, Sendable {
  let name: String
  /// The tab that searches the app.
  public static let search = TabRole(name: "search")
}
