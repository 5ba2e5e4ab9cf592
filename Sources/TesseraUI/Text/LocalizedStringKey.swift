import Foundation

/// The key of a localized string, as SwiftUI's `LocalizedStringKey`: what a string literal
/// passed to `Text`, `Button`, `Label`… becomes. Tessera has no string tables: the key's own text
/// is shown, its Markdown read (in the literal parts only) and its interpolations formatted.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// A piece of the key: literal text (read as Markdown) or an interpolated value (shown as is).
  enum Segment: Hashable, Sendable {
    case literal(String)
    case value(String)
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

  /// The key as text runs.
  func runs() -> [Text.Run] {
    var parts: [(Character, Bool)] = []
    for s in segments {
      switch s {
      case .literal(let t): parts += t.map { ($0, true) }
      case .value(let t): parts += t.map { ($0, false) }
      }
    }
    return InlineMarkdown.runs(parts)
  }

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
      segments.append(.value(format.format(input)))
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
