import TesseraDisplayList

/// How an element treats its children, as SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let mode: AccessibilityChildMode
  /// Children are hidden; the element speaks for them.
  public static let ignore = AccessibilityChildBehavior(mode: .ignore)
  /// Children stay separate elements inside this one.
  public static let contain = AccessibilityChildBehavior(mode: .contain)
  /// Children's labels join into this element's.
  public static let combine = AccessibilityChildBehavior(mode: .combine)
}
