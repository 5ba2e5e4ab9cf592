/// Where a command group goes in the app's menus, as SwiftUI's `CommandGroupPlacement` (kept for
/// compiling: iOS shows no menu bar).
public struct CommandGroupPlacement: Sendable {
  /// About the app.
  public static let appInfo = CommandGroupPlacement()
  /// The settings item.
  public static let appSettings = CommandGroupPlacement()
  /// Services.
  public static let systemServices = CommandGroupPlacement()
  /// Hiding the app and others.
  public static let appVisibility = CommandGroupPlacement()
  /// Quitting.
  public static let appTermination = CommandGroupPlacement()
  /// New documents and windows.
  public static let newItem = CommandGroupPlacement()
  /// Saving documents.
  public static let saveItem = CommandGroupPlacement()
  /// Importing and exporting.
  public static let importExport = CommandGroupPlacement()
  /// Printing.
  public static let printItem = CommandGroupPlacement()
  /// Undo and redo.
  public static let undoRedo = CommandGroupPlacement()
  /// Cut, copy, paste and delete.
  public static let pasteboard = CommandGroupPlacement()
  /// Find, spelling and substitutions.
  public static let textEditing = CommandGroupPlacement()
  /// Fonts and text layout.
  public static let textFormatting = CommandGroupPlacement()
  /// The toolbar items.
  public static let toolbar = CommandGroupPlacement()
  /// The sidebar items.
  public static let sidebar = CommandGroupPlacement()
  /// Window sizes and arrangement.
  public static let windowSize = CommandGroupPlacement()
  /// The list of windows.
  public static let windowList = CommandGroupPlacement()
  /// Arranging windows.
  public static let windowArrangement = CommandGroupPlacement()
  /// Help.
  public static let help = CommandGroupPlacement()
}
