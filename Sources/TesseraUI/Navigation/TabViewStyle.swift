/// How a `TabView` looks, as SwiftUI's `TabViewStyle`.
public protocol TabViewStyle {}

nonisolated extension TabViewStyle where Self == DefaultTabViewStyle {
  /// A tab bar at the bottom.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

nonisolated extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages with index dots.
  public static var page: PageTabViewStyle { PageTabViewStyle() }
  /// Pages with index dots shown as `indexDisplayMode` says.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}
