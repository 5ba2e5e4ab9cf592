/// What a button does, as SwiftUI's `ButtonRole`: styles draw destructive buttons in red.
nonisolated public struct ButtonRole: Hashable, Sendable {
  let kind: Int
  /// Deletes or removes something: drawn in the system red.
  public static let destructive = ButtonRole(kind: 1)
  /// Cancels: drawn as a plain button (bold in alerts).
  public static let cancel = ButtonRole(kind: 2)
  /// Closes (iOS 26; drawn as `.cancel`).
  public static let close = ButtonRole(kind: 3)
  /// Confirms (iOS 26; drawn as a default button).
  public static let confirm = ButtonRole(kind: 4)
}
