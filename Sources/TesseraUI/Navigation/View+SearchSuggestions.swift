nonisolated extension View {
  /// Suggestions shown under a focused search field (not drawn in a still: the field is not
  /// focused).
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
    modifier(EnvironmentModifier { _ in })
  }
  /// The text a suggestion completes the search with (no pixels).
  public func searchCompletion(_ completion: String) -> some View {
    modifier(EnvironmentModifier { _ in })
  }
  /// The token a suggestion adds to the search (no pixels).
  public func searchCompletion<T: Identifiable>(_ token: T) -> some View {
    modifier(EnvironmentModifier { _ in })
  }
  /// The style of a split view's columns (the detail column is drawn on iPhone sizes).
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    modifier(EnvironmentModifier { _ in })
  }
}

nonisolated extension NavigationSplitViewStyle where Self == NamedNavigationSplitViewStyle {
  /// The system's.
  public static var automatic: NamedNavigationSplitViewStyle {
    NamedNavigationSplitViewStyle(name: "automatic")
  }
  /// Columns share the width.
  public static var balanced: NamedNavigationSplitViewStyle {
    NamedNavigationSplitViewStyle(name: "balanced")
  }
  /// The detail column keeps its size.
  public static var prominentDetail: NamedNavigationSplitViewStyle {
    NamedNavigationSplitViewStyle(name: "prominentDetail")
  }
}
