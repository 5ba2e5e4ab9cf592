/// The platform's default.
nonisolated public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}
