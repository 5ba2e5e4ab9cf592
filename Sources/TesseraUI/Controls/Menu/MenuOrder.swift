/// The order a menu's items are shown in, as SwiftUI's `MenuOrder`.
public struct MenuOrder: Hashable, Sendable {
  let kind: Int
  /// The system's order (on iOS, the first item nearest the button).
  public static let automatic = MenuOrder(kind: 0)
  /// The first item nearest the button.
  public static let priority = MenuOrder(kind: 1)
  /// Top to bottom as written.
  public static let fixed = MenuOrder(kind: 2)
}

nonisolated extension View {
  /// The order of this view's menus' items. Kept: a still shows menus closed.
  public func menuOrder(_ order: MenuOrder) -> some View {
    modifier(BehaviorModifier())
  }
}
