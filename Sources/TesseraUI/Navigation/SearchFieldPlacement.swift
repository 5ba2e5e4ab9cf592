/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`; on iPhone always under the
/// navigation bar's title.
public struct SearchFieldPlacement: Hashable, Sendable {
  let name: String
  /// Whether the field in the navigation bar's drawer stays shown.
  public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
    /// Shown until scrolled away.
    case automatic
    /// Always shown.
    case always
  }
  /// The platform decides.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// In the toolbar.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  /// In a sidebar.
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  /// In the navigation bar's drawer, under the title.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
  /// In the navigation bar's drawer with a display mode.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement
  {
    SearchFieldPlacement(name: "navigationBarDrawer")
  }
}
