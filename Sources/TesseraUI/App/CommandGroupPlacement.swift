/// Where a command group goes (kept for compiling).
public struct CommandGroupPlacement: Sendable {
  /// The "New" items.
  public static let newItem = CommandGroupPlacement()
  /// The app's information.
  public static let appInfo = CommandGroupPlacement()
  /// The settings item.
  public static let appSettings = CommandGroupPlacement()
  /// Help.
  public static let help = CommandGroupPlacement()
  /// Undo and redo.
  public static let undoRedo = CommandGroupPlacement()
  /// The sidebar items.
  public static let sidebar = CommandGroupPlacement()
  /// The toolbar items.
  public static let toolbar = CommandGroupPlacement()
}
