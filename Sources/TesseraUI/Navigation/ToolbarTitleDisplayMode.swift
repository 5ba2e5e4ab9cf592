/// How a toolbar shows its title, as SwiftUI's `ToolbarTitleDisplayMode` (iOS 17).
public struct ToolbarTitleDisplayMode: Sendable, Equatable {
  let navigationMode: NavigationBarItem.TitleDisplayMode

  /// As the navigation context decides (large at the root, inline when pushed).
  public static let automatic = ToolbarTitleDisplayMode(navigationMode: .automatic)
  /// A large title under the bar.
  public static let large = ToolbarTitleDisplayMode(navigationMode: .large)
  /// A small title in the bar.
  public static let inline = ToolbarTitleDisplayMode(navigationMode: .inline)
  /// A large title in the bar's leading area (drawn as `.large` here).
  public static let inlineLarge = ToolbarTitleDisplayMode(navigationMode: .large)
}

nonisolated extension View {
  /// How the navigation bar shows the title, as SwiftUI's `toolbarTitleDisplayMode(_:)`: the
  /// same as `navigationBarTitleDisplayMode`.
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    navigationBarTitleDisplayMode(mode.navigationMode)
  }
}
