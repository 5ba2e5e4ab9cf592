/// The Return key's label, as SwiftUI's `SubmitLabel`.
nonisolated public struct SubmitLabel: Sendable {
  let label: String
  /// "done".
  public static let done = SubmitLabel(label: "done")
  /// "go".
  public static let go = SubmitLabel(label: "go")
  /// "send".
  public static let send = SubmitLabel(label: "send")
  /// "join".
  public static let join = SubmitLabel(label: "join")
  /// "route".
  public static let route = SubmitLabel(label: "route")
  /// "search".
  public static let search = SubmitLabel(label: "search")
  /// "return".
  public static let `return` = SubmitLabel(label: "return")
  /// "next".
  public static let next = SubmitLabel(label: "next")
  /// "continue".
  public static let `continue` = SubmitLabel(label: "continue")
}
