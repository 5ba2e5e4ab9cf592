/// A bar toolbars go in, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  /// The bars the system decides.
  public static let automatic = ToolbarPlacement(name: "automatic")
  /// The navigation bar.
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  /// The tab bar.
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  /// The bottom toolbar.
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}
