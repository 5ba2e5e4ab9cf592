/// What a rename button does, set with `.renameAction(_:)`.
public struct RenameAction: Sendable {
  let run: @Sendable () -> Void

  /// Starts renaming.
  public func callAsFunction() { run() }
}
