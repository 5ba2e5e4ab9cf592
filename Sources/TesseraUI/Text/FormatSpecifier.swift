import Foundation

extension Double: FormatSpecifiable {
  /// The value for `%f`-style specifiers.
  public var formatArgument: (value: any CVarArg, isFloatingPoint: Bool) { (self, true) }
}
extension Float: FormatSpecifiable {
  /// The value as a `Double` for `%f`-style specifiers.
  public var formatArgument: (value: any CVarArg, isFloatingPoint: Bool) { (Double(self), true) }
}
extension CGFloat: FormatSpecifiable {
  /// The value as a `Double` for `%f`-style specifiers.
  public var formatArgument: (value: any CVarArg, isFloatingPoint: Bool) { (Double(self), true) }
}
extension Int: FormatSpecifiable {
  /// The value for `%d`-style specifiers.
  public var formatArgument: (value: any CVarArg, isFloatingPoint: Bool) { (self, false) }
}
extension Int32: FormatSpecifiable {
  /// The value for `%d`-style specifiers.
  public var formatArgument: (value: any CVarArg, isFloatingPoint: Bool) { (Int(self), false) }
}
extension Int64: FormatSpecifiable {
  /// The value for `%d`-style specifiers.
  public var formatArgument: (value: any CVarArg, isFloatingPoint: Bool) { (Int(self), false) }
}
extension UInt: FormatSpecifiable {
  /// The value for `%u`-style specifiers.
  public var formatArgument: (value: any CVarArg, isFloatingPoint: Bool) { (self, false) }
}

/// Checks and applies `printf` specifiers, so a mismatched one is a warning and never undefined
/// behaviour.
enum FormatSpecifier {
  /// The value formatted with `specifier`; when the specifier has not exactly one conversion, or
  /// its conversion does not fit the value (`%d` for a `Double`), the value's description and a
  /// warning.
  static func format<T: FormatSpecifiable>(_ value: T, _ specifier: String) -> String {
    let arg = value.formatArgument
    guard let conversion = conversion(in: specifier) else {
      Diagnostics.warnOnThisThread(
        "format specifier \"\(specifier)\" needs exactly one conversion such as %d or %.1f")
      return String(describing: value)
    }
    let floating: Set<Character> = ["f", "F", "e", "E", "g", "G", "a", "A"]
    let integer: Set<Character> = ["d", "i", "u", "x", "X", "o"]
    var spec = specifier
    if arg.isFloatingPoint, !floating.contains(conversion.letter) {
      Diagnostics.warnOnThisThread("format specifier \"\(specifier)\" does not fit a floating-point value")
      return String(describing: value)
    }
    if !arg.isFloatingPoint {
      guard integer.contains(conversion.letter) else {
        Diagnostics.warnOnThisThread("format specifier \"\(specifier)\" does not fit an integer value")
        return String(describing: value)
      }
      // Every integer is passed as a 64-bit value: widen the length modifier to match.
      spec.replaceSubrange(conversion.lengthRange, with: "ll")
    }
    return String(format: spec, arg.value)
  }

  /// The single conversion of a specifier: its letter and where its length modifier lies.
  static func conversion(in s: String) -> (letter: Character, lengthRange: Range<String.Index>)? {
    var found: (Character, Range<String.Index>)?
    var i = s.startIndex
    while i < s.endIndex {
      guard s[i] == "%" else {
        i = s.index(after: i)
        continue
      }
      var j = s.index(after: i)
      if j < s.endIndex, s[j] == "%" {
        i = s.index(after: j)
        continue
      }
      // Flags, width, precision.
      while j < s.endIndex, "-+ #0123456789.'".contains(s[j]) { j = s.index(after: j) }
      let lengthStart = j
      while j < s.endIndex, "hlqLzjt".contains(s[j]) { j = s.index(after: j) }
      guard j < s.endIndex, found == nil, s[j].isLetter, s[j] != "n", s[j] != "@", s[j] != "s" else {
        return nil
      }
      found = (s[j], lengthStart..<j)
      i = s.index(after: j)
    }
    return found
  }
}
