/// The platform's default: a tab bar at the bottom.
nonisolated public struct DefaultTabViewStyle: TabViewStyle {
  /// Creates the style.
  public init() {}
}
