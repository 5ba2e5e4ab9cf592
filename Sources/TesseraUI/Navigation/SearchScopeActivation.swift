/// When a search's scope bar appears, as SwiftUI's `SearchScopeActivation` (no pixels: a still's
/// search field is not active, so the scope bar is not drawn).
nonisolated public struct SearchScopeActivation: Sendable, Hashable {
  let name: String
  /// The system decides.
  public static var automatic: SearchScopeActivation { SearchScopeActivation(name: "automatic") }
  /// When the user types in the search field.
  public static var onTextEntry: SearchScopeActivation { SearchScopeActivation(name: "onTextEntry") }
  /// When the search is presented.
  public static var onSearchPresentation: SearchScopeActivation {
    SearchScopeActivation(name: "onSearchPresentation")
  }
}

nonisolated extension View {
  /// Scopes the search with a bar of `scopes` (tagged views) selecting `scope` (not drawn: the
  /// scope bar shows while searching).
  public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S)
    -> some View
  {
    modifier(EnvironmentModifier { _ in })
  }
  /// Scopes the search, the bar appearing per `activation` (not drawn in a still).
  public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
  ) -> some View {
    modifier(EnvironmentModifier { _ in })
  }
}
