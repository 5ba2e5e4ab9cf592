import Foundation

/// The key of a localized string, as SwiftUI's `LocalizedStringKey`: what a string literal
/// passed to `Text`, `Button`, `Label`… becomes. Tessera has no string tables: the key's own text
/// is shown, its Markdown read (in the literal parts only) and its interpolations formatted.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// A piece of the key: literal text (read as Markdown) or an interpolated value (shown as is).
  enum Segment: Hashable, Sendable {
    case literal(String)
    /// A value as shown, and the format specifier that stands for it in the key (`%@`, `%lld`).
    case value(String, specifier: String)
    /// A value formatted with a format style, in the locale of the view that draws it.
    case formatted(Formatted)
  }

  /// A value and its format style: `english` in en_US, `format(locale)` in any locale.
  struct Formatted: Hashable, @unchecked Sendable {
    let english: String
    let format: @Sendable (Locale) -> String
    /// The format specifier standing for the value in the key: `%@`, or `%lld` for an integer.
    var specifier = "%@"
    /// The value, when it is an integer (it chooses a plural form).
    var count: Int? = nil
    static func == (a: Formatted, b: Formatted) -> Bool { a.english == b.english }
    func hash(into hasher: inout Hasher) { hasher.combine(english) }
  }

  let segments: [Segment]

  /// A key from a string (read as Markdown).
  public init(_ value: String) { segments = [.literal(value)] }
  /// A key from a string literal.
  public init(stringLiteral value: String) { segments = [.literal(value)] }
  /// A key from an interpolated literal.
  public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

  /// The key's only run when no literal segment holds a Markdown marker character and no value
  /// is formatted; nil otherwise.
  private func plainRun() -> Text.Run? {
    var text = ""
    for s in segments {
      switch s {
      case .literal(let t):
        if t.contains(where: InlineMarkdown.isMarkerCharacter) { return nil }
        text += t
      case .value(let t, _): text += t
      case .formatted: return nil
      }
    }
    return Text.Run(string: text)
  }

  /// The key's text with its Markdown markers removed.
  var plainText: String { runs().map(\.string).joined() }

  /// The key as text runs. A formatted value stands in the Markdown pass as one private-use
  /// character, then its run formats it in the drawing view's locale.
  func runs() -> [Text.Run] {
    // Most keys are plain words: no marker in a literal and no formatted value make one run of
    // the text as written, without the Markdown pass.
    if let plain = plainRun() { return [plain] }
    var parts: [(Character, Bool)] = []
    var values: [Formatted] = []
    for s in segments {
      switch s {
      case .literal(let t): parts += t.map { ($0, true) }
      case .value(let t, _): parts += t.map { ($0, false) }
      case .formatted(let f):
        guard let mark = Unicode.Scalar(Self.firstMark + UInt32(values.count)), values.count < 6000 else {
          parts += f.english.map { ($0, false) }
          continue
        }
        values.append(f)
        parts.append((Character(mark), false))
      }
    }
    var runs = InlineMarkdown.runs(parts)
    guard !values.isEmpty else { return runs }
    let all = values
    for i in runs.indices {
      let template = runs[i].string
      guard
        template.unicodeScalars.contains(where: {
          $0.value >= Self.firstMark && $0.value < Self.firstMark + UInt32(all.count)
        })
      else { continue }
      runs[i].string = Self.fill(template, all) { $0.english }
      runs[i].localized = { locale in Self.fill(template, all) { $0.format(locale) } }
    }
    return runs
  }

  /// `template` with each formatted value's mark replaced by `pick` of it.
  static func fill(_ template: String, _ values: [Formatted], _ pick: (Formatted) -> String) -> String {
    var out = ""
    for scalar in template.unicodeScalars {
      let k = Int(scalar.value) - Int(firstMark)
      if k >= 0 && k < values.count { out += pick(values[k]) } else { out.unicodeScalars.append(scalar) }
    }
    return out
  }

  /// The key as string tables write it: the literal text with `%` doubled, each value as its
  /// format specifier (`"Hello, %@!"`, `"%lld items"`).
  var formatKey: String {
    var out = ""
    for s in segments {
      switch s {
      case .literal(let t): out += t.replacingOccurrences(of: "%", with: "%%")
      case .value(_, let specifier): out += specifier
      case .formatted(let f): out += f.specifier
      }
    }
    return out
  }

  /// The key's text with its values written in and its Markdown as written (what
  /// `String(localized:)` gives).
  var verbatimText: String {
    segments.map { s in
      switch s {
      case .literal(let t): return t
      case .value(let v, _): return v
      case .formatted(let f): return f.english
      }
    }.joined()
  }

  /// The first interpolated integer, for choosing a plural form.
  var firstCount: Int? {
    for s in segments {
      if case .value(let shown, let specifier) = s, specifier.hasSuffix("d") || specifier.hasSuffix("ld"),
        let n = Int(shown)
      {
        return n
      }
      if case .formatted(let f) = s, let n = f.count { return n }
    }
    return nil
  }

  /// The key with its literal text replaced by a translation of ``formatKey``: each specifier in
  /// `template` (`%@`, `%lld`, positional `%2$@`) takes the next (or the numbered) value, `%%` is a
  /// percent sign. A specifier with no value left stays as written.
  func translated(_ template: String) -> LocalizedStringKey {
    let values = segments.filter {
      if case .literal = $0 { return false }
      return true
    }
    var out: [Segment] = []
    var literal = ""
    var next = 0
    let chars = Array(template.unicodeScalars)
    var i = 0
    while i < chars.count {
      guard chars[i] == "%", i + 1 < chars.count else {
        literal.unicodeScalars.append(chars[i])
        i += 1
        continue
      }
      if chars[i + 1] == "%" {
        literal += "%"
        i += 2
        continue
      }
      // A specifier: optional position `n$`, flags, width, precision, length, conversion.
      var j = i + 1
      var position: Int?
      var digits = ""
      while j < chars.count, ("0"..."9").contains(chars[j]) {
        digits.unicodeScalars.append(chars[j])
        j += 1
      }
      if j < chars.count, chars[j] == "$", let n = Int(digits) {
        position = n - 1
        j += 1
      } else {
        j = i + 1
      }
      while j < chars.count, "-+ #0123456789.hlqLzjt".unicodeScalars.contains(chars[j]) { j += 1 }
      guard j < chars.count else {
        literal += String(String.UnicodeScalarView(chars[i...]))
        break
      }
      let index = position ?? next
      if position == nil { next += 1 }
      if values.indices.contains(index) {
        if !literal.isEmpty {
          out.append(.literal(literal))
          literal = ""
        }
        out.append(values[index])
      } else {
        literal += String(String.UnicodeScalarView(chars[i...j]))
      }
      i = j + 1
    }
    if !literal.isEmpty { out.append(.literal(literal)) }
    return LocalizedStringKey(segments: out)
  }

  /// A key of segments.
  init(segments: [Segment]) { self.segments = segments }

  /// An integer with the locale's grouping separator every three digits, as `%lld` is
  /// formatted with a locale.
  static func grouped(_ n: Int64, in locale: Locale) -> String {
    let digits = String(n.magnitude)
    let separator = locale.groupingSeparator ?? ","
    guard digits.count > 3, !separator.isEmpty else { return String(n) }
    var out = ""
    for (i, c) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out += separator }
      out.append(c)
    }
    return (n < 0 ? "-" : "") + out
  }

  /// The first private-use scalar standing for a formatted value.
  static let firstMark: UInt32 = 0xE000

  /// The interpolation of a key: values are formatted as SwiftUI formats them.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var segments: [Segment] = []

    /// Room for the literal.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Literal text.
    public mutating func appendLiteral(_ literal: String) { segments.append(.literal(literal)) }
    /// A string, shown as it is.
    public mutating func appendInterpolation(_ string: String) {
      segments.append(.value(string, specifier: "%@"))
    }
    /// A substring, shown as it is.
    public mutating func appendInterpolation<S: StringProtocol>(_ string: S) {
      segments.append(.value(String(string), specifier: "%@"))
    }
    /// Any value, shown as `String(describing:)`.
    public mutating func appendInterpolation<T>(_ value: T) {
      segments.append(.value(String(describing: value), specifier: "%@"))
    }
    /// An integer, in the drawing view's locale as SwiftUI formats `%lld` with a locale: with
    /// its grouping separators (`Text("\(1000)")` shows "1,000" in English, "1.000" in German).
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
      guard let n = Int64(exactly: value) else {
        segments.append(.value(String(value), specifier: "%lld"))
        return
      }
      var f = Formatted(
        english: LocalizedStringKey.grouped(n, in: Locale(identifier: "en_US")),
        format: { LocalizedStringKey.grouped(n, in: $0) })
      f.specifier = "%lld"
      f.count = Int(exactly: n)
      segments.append(.formatted(f))
    }
    /// A `Double`, as SwiftUI shows it: with the `%lf` specifier (six decimals, "3.500000"); use
    /// `specifier:` or `format:` for another.
    public mutating func appendInterpolation(_ value: Double) {
      segments.append(.value(String(format: "%lf", value), specifier: "%lf"))
    }
    /// A `Float`, as SwiftUI shows it: `%f` (six decimals).
    public mutating func appendInterpolation(_ value: Float) {
      segments.append(.value(String(format: "%f", Double(value)), specifier: "%f"))
    }
    /// A `CGFloat`, as SwiftUI shows it: `%lf` (six decimals).
    public mutating func appendInterpolation(_ value: CGFloat) {
      segments.append(.value(String(format: "%lf", Double(value)), specifier: "%lf"))
    }
    /// A number with a `printf` specifier (`"%.1f"`, `"%d"`, `"%05.2f"`); a specifier that does
    /// not fit the value shows the value as `String(describing:)` and logs a warning.
    public mutating func appendInterpolation<T: FormatSpecifiable>(_ value: T, specifier: String) {
      segments.append(.value(FormatSpecifier.format(value, specifier), specifier: specifier))
    }
    /// A value formatted with a format style (`"\(price, format: .currency(code: "USD"))"`).
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      // Erased: the closure calls through a protocol and captures no metatype of F.
      let box: any LocaleFormatting = InterpolatedFormat(input: input, format: format)
      segments.append(
        .formatted(
          Formatted(english: box.format(in: Locale(identifier: "en_US")), format: { box.format(in: $0) })))
    }
    /// A value written by a `Formatter` (`"\(date, formatter: dateFormatter)"`), as SwiftUI's
    /// `appendInterpolation(_:formatter:)` (there for `ReferenceConvertible` values and
    /// `NSObject`s; here for any value, as Foundation on Linux has no `Date: ReferenceConvertible`);
    /// with no formatter, or one that cannot write it, the value as `String(describing:)`.
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter?) {
      segments.append(.value(Self.written(subject, formatter), specifier: "%@"))
    }
    private static func written(_ subject: Any, _ formatter: Formatter?) -> String {
      formatter?.string(for: subject) ?? String(describing: subject)
    }
    /// Text, inserted with its text (drawn in the paragraph's style).
    public mutating func appendInterpolation(_ text: Text) {
      segments.append(.value(text.content, specifier: "%@"))
    }
    /// A date in a style.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      segments.append(.value(Text.format(date, style: style), specifier: "%@"))
    }
    /// An image (a symbol) inside text: not drawn inline yet; a warning names it.
    public mutating func appendInterpolation(_ image: Image) {
      Diagnostics.warnOnThisThread(
        "an Image inside Text is not drawn yet; put it beside the Text in an HStack")
    }
    /// A localized string key.
    public mutating func appendInterpolation(_ key: LocalizedStringKey) { segments += key.segments }
    /// An attributed string, inserted with its characters.
    public mutating func appendInterpolation(_ string: AttributedString) {
      segments.append(.value(String(string.characters), specifier: "%@"))
    }
  }
}

/// A value and its format style in a key's interpolation, formatted when the text is drawn.
nonisolated private struct InterpolatedFormat<F: FormatStyle>: LocaleFormatting, @unchecked Sendable
where F.FormatOutput == String {
  // Format styles and their inputs are values; they are only read.
  let input: F.FormatInput
  let format: F

  func format(in locale: Locale) -> String { format.locale(locale).format(input) }
}
