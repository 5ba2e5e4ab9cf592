/// Ends the current search, as SwiftUI's `DismissSearchAction` (`@Environment(\.dismissSearch)`):
/// a still has no search in progress, so calling it changes nothing.
public struct DismissSearchAction: Sendable {
  /// Ends the search (nothing to end in a still).
  public func callAsFunction() {}
}

extension EnvironmentValues {
  /// Whether the user is searching in the enclosing searchable view: false in a still (the search
  /// field is drawn at rest).
  public var isSearching: Bool { false }

  /// Ends the search of the enclosing searchable view.
  public var dismissSearch: DismissSearchAction { DismissSearchAction() }
}
