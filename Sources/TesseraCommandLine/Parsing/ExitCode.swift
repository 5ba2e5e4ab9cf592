/// Ends the command with a documented exit code and no further message (the command has already
/// said what happened).
package struct ExitCode: Error, Equatable {
  /// The process's exit status: 0 success, 1 failures or changes, 2 usage or input errors, 3
  /// audit findings with `--audit fail`.
  package var rawValue: Int32

  /// An exit with `code`.
  package init(_ code: Int32) { rawValue = code }
}
