/// A stack of screens.
nonisolated public struct StackNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}
