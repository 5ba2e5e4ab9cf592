/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Hashable, Sendable {
  enum Slot: Hashable, Sendable { case leading, trailing, principal, bottom, none }
  let slot: Slot
  let name: String

  /// The system decides (trailing in the navigation bar).
  public static let automatic = ToolbarItemPlacement(slot: .trailing, name: "automatic")
  /// The leading edge of the navigation bar.
  public static let topBarLeading = ToolbarItemPlacement(slot: .leading, name: "topBarLeading")
  /// The trailing edge of the navigation bar.
  public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing, name: "topBarTrailing")
  /// The leading edge of the navigation bar (deprecated name).
  public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading, name: "navigationBarLeading")
  /// The trailing edge of the navigation bar (deprecated name).
  public static let navigationBarTrailing = ToolbarItemPlacement(
    slot: .trailing, name: "navigationBarTrailing")
  /// The center of the navigation bar, in place of the title.
  public static let principal = ToolbarItemPlacement(slot: .principal, name: "principal")
  /// The bottom toolbar.
  public static let bottomBar = ToolbarItemPlacement(slot: .bottom, name: "bottomBar")
  /// The most important action (trailing).
  public static let primaryAction = ToolbarItemPlacement(slot: .trailing, name: "primaryAction")
  /// A secondary action (trailing).
  public static let secondaryAction = ToolbarItemPlacement(slot: .trailing, name: "secondaryAction")
  /// Cancel (leading).
  public static let cancellationAction = ToolbarItemPlacement(slot: .leading, name: "cancellationAction")
  /// Confirm (trailing).
  public static let confirmationAction = ToolbarItemPlacement(slot: .trailing, name: "confirmationAction")
  /// Destructive (trailing).
  public static let destructiveAction = ToolbarItemPlacement(slot: .trailing, name: "destructiveAction")
  /// Navigation (leading).
  public static let navigation = ToolbarItemPlacement(slot: .leading, name: "navigation")
  /// Over the keyboard (not drawn: the keyboard is not shown).
  public static let keyboard = ToolbarItemPlacement(slot: .none, name: "keyboard")
  /// A status area (bottom bar on iPhone).
  public static let status = ToolbarItemPlacement(slot: .bottom, name: "status")
}
