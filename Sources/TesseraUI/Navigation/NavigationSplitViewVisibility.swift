/// Which columns of a split view show, as SwiftUI's `NavigationSplitViewVisibility`.
nonisolated public struct NavigationSplitViewVisibility: Hashable, Sendable {
  let value: Int
  /// The platform decides.
  public static let automatic = NavigationSplitViewVisibility(value: 0)
  /// Every column.
  public static let all = NavigationSplitViewVisibility(value: 1)
  /// The content and detail columns.
  public static let doubleColumn = NavigationSplitViewVisibility(value: 2)
  /// The detail column only.
  public static let detailOnly = NavigationSplitViewVisibility(value: 3)
}
