/// How scrolling dismisses the keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
  let value: Int
  /// The platform decides.
  public static let automatic = ScrollDismissesKeyboardMode(value: 0)
  /// As soon as scrolling starts.
  public static let immediately = ScrollDismissesKeyboardMode(value: 1)
  /// Along with the drag.
  public static let interactively = ScrollDismissesKeyboardMode(value: 2)
  /// Never.
  public static let never = ScrollDismissesKeyboardMode(value: 3)
}
