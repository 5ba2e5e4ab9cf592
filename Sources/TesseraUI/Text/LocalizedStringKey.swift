import Foundation

/// The key of a localized string, as SwiftUI's `LocalizedStringKey`: what a string literal
/// passed to `Text`, `Button`, `Label`… becomes. Tessera has no string tables: the key's own text
/// is shown, its Markdown read (in the literal parts only) and its interpolations formatted.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// A piece of the key: literal text (read as Markdown) or an interpolated value (shown as is).
  enum Segment: Hashable, Sendable {
    case literal(String)
    case value(String)
    /// A value formatted with a format style, in the locale of the view that draws it.
    case formatted(Formatted)
  }

  /// A value and its format style: `english` in en_US, `format(locale)` in any locale.
  struct Formatted: Hashable, @unchecked Sendable {
    let english: String
    let format: @Sendable (Locale) -> String
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

  /// The key's text with its Markdown markers removed.
  var plainText: String { runs().map(\.string).joined() }

  /// The key as text runs. A formatted value stands in the Markdown pass as one private-use
  /// character, then its run formats it in the drawing view's locale.
  func runs() -> [Text.Run] {
    var parts: [(Character, Bool)] = []
    var values: [Formatted] = []
    for s in segments {
      switch s {
      case .literal(let t): parts += t.map { ($0, true) }
      case .value(let t): parts += t.map { ($0, false) }
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
    public mutating func appendInterpolation(_ string: String) { segments.append(.value(string)) }
    /// A substring, shown as it is.
    public mutating func appendInterpolation<S: StringProtocol>(_ string: S) {
      segments.append(.value(String(string)))
    }
    /// Any value, shown as `String(describing:)`.
    public mutating func appendInterpolation<T>(_ value: T) {
      segments.append(.value(String(describing: value)))
    }
    /// An integer, in the locale's format (digits with no grouping here, as `Text` shows an
    /// `Int` interpolation).
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
      segments.append(.value(String(value)))
    }
    /// A `Double`, as SwiftUI shows it: with the `%lf` specifier (six decimals, "3.500000"); use
    /// `specifier:` or `format:` for another.
    public mutating func appendInterpolation(_ value: Double) {
      segments.append(.value(String(format: "%lf", value)))
    }
    /// A `Float`, as SwiftUI shows it: `%f` (six decimals).
    public mutating func appendInterpolation(_ value: Float) {
      segments.append(.value(String(format: "%f", Double(value))))
    }
    /// A `CGFloat`, as SwiftUI shows it: `%lf` (six decimals).
    public mutating func appendInterpolation(_ value: CGFloat) {
      segments.append(.value(String(format: "%lf", Double(value))))
    }
    /// A number with a `printf` specifier (`"%.1f"`, `"%d"`, `"%05.2f"`); a specifier that does
    /// not fit the value shows the value as `String(describing:)` and logs a warning.
    public mutating func appendInterpolation<T: FormatSpecifiable>(_ value: T, specifier: String) {
      segments.append(.value(FormatSpecifier.format(value, specifier)))
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
    /// Text, inserted with its text (drawn in the paragraph's style).
    public mutating func appendInterpolation(_ text: Text) { segments.append(.value(text.content)) }
    /// A date in a style.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      segments.append(.value(Text.format(date, style: style)))
    }
    /// An image (a symbol) inside text: not drawn inline yet; a warning names it.
    public mutating func appendInterpolation(_ image: Image) {
      RuntimeWarnings.add("an Image inside Text is not drawn yet; put it beside the Text in an HStack")
    }
    /// A localized string key.
    public mutating func appendInterpolation(_ key: LocalizedStringKey) { segments += key.segments }
    /// An attributed string, inserted with its characters.
    public mutating func appendInterpolation(_ string: AttributedString) {
      segments.append(.value(String(string.characters)))
    }
  }
}

/// A value and its format style in a key's interpolation, formatted when the text is drawn.
private struct InterpolatedFormat<F: FormatStyle>: LocaleFormatting, @unchecked Sendable
where F.FormatOutput == String {
  // Format styles and their inputs are values; they are only read.
  let input: F.FormatInput
  let format: F

  func format(in locale: Locale) -> String { format.locale(locale).format(input) }
}
