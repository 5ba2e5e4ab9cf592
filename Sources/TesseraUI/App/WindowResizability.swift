/// How a window may be resized (kept for compiling).
public struct WindowResizability: Sendable {
  /// The system's choice.
  public static let automatic = WindowResizability()
  /// Sized by the content.
  public static let contentSize = WindowResizability()
  /// At least the content's minimum size.
  public static let contentMinSize = WindowResizability()
}
