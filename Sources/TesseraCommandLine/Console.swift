import Foundation

/// Where the command prints. Callers escape every name they print with `Escape.console`, so no
/// name can move the cursor, set the clipboard, or start a CI workflow command.
package enum Console {
  /// A line on standard output.
  package static func out(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  /// A line on standard error.
  package static func error(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
