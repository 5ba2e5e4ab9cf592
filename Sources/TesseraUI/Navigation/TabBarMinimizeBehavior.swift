/// When iOS 26's tab bar shrinks to its selected tab, as SwiftUI's `TabBarMinimizeBehavior` (a
/// still shows it at rest, not minimized).
public struct TabBarMinimizeBehavior: Hashable, Sendable {
  let name: String
  /// The system's choice.
  public static let automatic = TabBarMinimizeBehavior(name: "automatic")
  /// Minimizes while scrolling down.
  public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
  /// Minimizes while scrolling up.
  public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
  /// Never minimizes.
  public static let never = TabBarMinimizeBehavior(name: "never")
}
