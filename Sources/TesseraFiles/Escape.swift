import Foundation

/// Text escaped for the place it is shown, so a name (a file name, a theme name from a tokens
/// file, a path read from a report) can never act there: no terminal escape sequences, no CI
/// workflow commands, no markup.
public enum Escape {
  /// For a terminal or a CI log (GitHub Actions reads a line that starts with `::` as a command):
  /// control characters (C0, DEL, C1), line and paragraph separators and the bidirectional
  /// controls that can reorder what a reader sees are written as Swift escapes (`\n`, `\t`,
  /// `\r`, `\u{1B}`), and a backslash as `\\`, so a printed name is always one line and can be
  /// read back exactly. Everything else is kept.
  public static func console(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for c in text.unicodeScalars {
      switch c {
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case "\\": out += "\\\\"
      default:
        if isInvisibleControl(c) {
          out += "\\u{" + String(c.value, radix: 16, uppercase: true) + "}"
        } else {
          out.unicodeScalars.append(c)
        }
      }
    }
    return out
  }

  /// A file name given as bytes (which need not be UTF-8), for a terminal, a log or a report:
  /// valid UTF-8 is shown as ``console(_:)`` shows it; each byte of an invalid sequence is shown
  /// as `\x` and two hex digits.
  public static func console(bytes: [UInt8]) -> String {
    decode(bytes, valid: console)
  }

  /// A name given as bytes as a string: valid UTF-8 as it is; otherwise each byte that is not part
  /// of a valid sequence as `\x` and two hex digits (so two different byte strings stay apart).
  public static func displayName(_ bytes: [UInt8]) -> String {
    decode(bytes) { $0 }
  }

  /// Valid UTF-8 runs through `valid`, every other byte as `\x` and two hex digits.
  static func decode(_ bytes: [UInt8], valid: (String) -> String) -> String {
    if let s = String(validating: bytes, as: UTF8.self) { return valid(s) }
    var out = ""
    var i = 0
    while i < bytes.count {
      let length = sequenceLength(bytes, at: i)
      if length > 0, let s = String(validating: bytes[i..<i + length], as: UTF8.self) {
        out += valid(s)
        i += length
      } else {
        let hex = String(bytes[i], radix: 16, uppercase: true)
        out += "\\x" + (hex.count == 1 ? "0" : "") + hex
        i += 1
      }
    }
    return out
  }

  /// For HTML text and attribute values: `&`, `<`, `>`, `"` and `'` as character references,
  /// and invisible controls as ``console(_:)`` writes them.
  public static func html(_ text: String) -> String {
    var out = ""
    for c in console(text).unicodeScalars {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.unicodeScalars.append(c)
      }
    }
    return out
  }

  /// For one segment of a URL path or a fragment value: everything but ASCII letters, digits and
  /// `-._~@` percent-encoded as UTF-8 (so `#`, `?`, `%` and `/` stay part of the name).
  public static func urlComponent(_ text: String) -> String {
    var out = ""
    for b in text.utf8 {
      switch b {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "@"),
        UInt8(ascii: "~"):
        out.unicodeScalars.append(Unicode.Scalar(b))
      default:
        let hex = String(b, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return out
  }

  /// A relative path for an HTML `src` or `href`: each `/`-separated segment as
  /// ``urlComponent(_:)``, the slashes kept.
  public static func urlPath(_ path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: false).map { urlComponent(String($0)) }
      .joined(separator: "/")
  }

  /// A Markdown code span showing `text` literally (GitHub-flavoured Markdown, also inside a table
  /// cell): fenced by more backticks than the longest run inside, padded with spaces when the
  /// text starts or ends with a backtick, `|` escaped for tables, controls as ``console(_:)``
  /// writes them.
  public static func markdownCode(_ text: String) -> String {
    let shown = console(text)
    var longest = 0
    var run = 0
    for c in shown.unicodeScalars {
      run = c == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let pad = shown.hasPrefix("`") || shown.hasSuffix("`") || shown.isEmpty ? " " : ""
    return fence + pad + shown.replacingOccurrences(of: "|", with: "\\|") + pad + fence
  }

  /// Markdown text shown literally: every ASCII punctuation character backslash-escaped (so no
  /// emphasis, link, HTML tag or table cell break can start), controls as ``console(_:)`` writes
  /// them.
  public static func markdownText(_ text: String) -> String {
    var out = ""
    for c in console(text).unicodeScalars {
      if c.isASCII,
        (0x21...0x2F).contains(c.value) || (0x3A...0x40).contains(c.value)
          || (0x5B...0x60).contains(c.value) || (0x7B...0x7E).contains(c.value)
      {
        out += "\\"
      }
      out.unicodeScalars.append(c)
    }
    return out
  }

  /// For an XML attribute value or text (JUnit files): `&`, `<`, `>`, `"` and `'` as entities,
  /// newline, carriage return and tab as numeric references (`&#10;`, `&#13;`, `&#9;`) so they
  /// survive attribute normalization, and characters XML 1.0 cannot hold (other controls,
  /// U+FFFE, U+FFFF) as ``console(_:)`` writes them.
  public static func xml(_ text: String) -> String {
    var out = ""
    for c in text.unicodeScalars {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n": out += "&#10;"
      case "\r": out += "&#13;"
      case "\t": out += "&#9;"
      default:
        if c.value < 0x20 || c.value == 0xFFFE || c.value == 0xFFFF {
          out += "\\u{" + String(c.value, radix: 16, uppercase: true) + "}"
        } else {
          out.unicodeScalars.append(c)
        }
      }
    }
    return out
  }

  /// Controls a reader cannot see: C0 (but the ones ``console(_:)`` names), DEL, C1, U+2028 and
  /// U+2029, and the bidirectional embedding, override and isolate controls.
  public static func isInvisibleControl(_ c: Unicode.Scalar) -> Bool {
    switch c.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F,
      0x061C, 0xFEFF:
      return true
    default: return false
    }
  }

  /// The length of the UTF-8 sequence that `bytes[i]` starts (1 to 4), or 0 for a byte that
  /// cannot start one or a sequence cut short.
  static func sequenceLength(_ bytes: [UInt8], at i: Int) -> Int {
    let b = bytes[i]
    let n: Int
    switch b {
    case 0x00...0x7F: n = 1
    case 0xC2...0xDF: n = 2
    case 0xE0...0xEF: n = 3
    case 0xF0...0xF4: n = 4
    default: return 0
    }
    guard i + n <= bytes.count else { return 0 }
    for k in 1..<max(1, n) where bytes[i + k] & 0xC0 != 0x80 { return 0 }
    return n
  }
}
