import Foundation
import TesseraFiles

/// Where the command prints. Callers escape every name they print with `Escape.console`, so no
/// name can move the cursor, set the clipboard, or start a CI workflow command.
package enum Console {
  /// A line on standard output.
  package static func out(_ line: String) {
    FileHandle.standardOutput.write(Data((guarded(line) + "\n").utf8))
  }

  /// A line on standard error.
  package static func error(_ line: String) {
    FileHandle.standardError.write(Data((guarded(line) + "\n").utf8))
  }

  /// The last guard of the one escaping path (`Escape.console` escapes each name where a message
  /// is made): a control character or a bidirectional control that still reached a line (a
  /// terminal escape, a carriage return that overwrites the line) is written out as
  /// `\u{1B}`, and a line of a message that would start with `::` (a CI workflow command) starts
  /// with `\u{3A}:` instead. Text escaped already passes unchanged.
  package static func guarded(_ text: String) -> String {
    var out = ""
    var lineStart = true
    var chars = text.unicodeScalars.makeIterator()
    var pending = chars.next()
    while let c = pending {
      pending = chars.next()
      if lineStart, c == ":", pending == ":" {
        out += "\\u{3A}"
        lineStart = false
        continue
      }
      lineStart = c == "\n"
      if c != "\n", c != "\t", Escape.isInvisibleControl(c) {
        out += "\\u{" + String(c.value, radix: 16, uppercase: true) + "}"
      } else {
        out.unicodeScalars.append(c)
      }
    }
    return out
  }
}
