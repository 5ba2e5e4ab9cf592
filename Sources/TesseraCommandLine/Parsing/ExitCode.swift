/// Ends the command with a documented exit code and no further message (the command has already
/// said what happened).
struct ExitCode: Error, Equatable {
  /// The process's exit status: 0 success, 1 failures or changes, 2 usage or input errors, 3
  /// audit findings with `--audit fail`.
  var rawValue: Int32

  /// An exit with `code`.
  init(_ code: Int32) { rawValue = code }
}
