import Foundation

#if !canImport(Darwin)
  extension String {
    /// Foundation's `String.LocalizationValue` where Foundation lacks it (Linux): a string literal
    /// with interpolations, as `String(localized:)` takes it. Tessera has no string tables, so its
    /// text is the literal with each value written in.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
      /// The text with every interpolated value written in.
      let text: String

      /// A value from a string literal.
      public init(stringLiteral value: String) { text = value }

      /// A value from an interpolated literal.
      public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

      /// A value from a string.
      public init(_ value: String) { text = value }

      /// The interpolation of a localization value: values written as Foundation writes them into
      /// the default value.
      public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""

        /// Room for the literal.
        public init(literalCapacity: Int, interpolationCount: Int) {
          text.reserveCapacity(literalCapacity)
        }

        /// Literal text.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// A string, as it is.
        public mutating func appendInterpolation(_ string: String) { text += string }
        /// A substring, as it is.
        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) { text += String(string) }
        /// An integer, in digits (`%lld`).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { text += String(value) }
        /// A `Double`, as the `%lf` specifier writes it (six decimals).
        public mutating func appendInterpolation(_ value: Double) { text += String(format: "%lf", value) }
        /// A `Float`, as the `%f` specifier writes it (six decimals).
        public mutating func appendInterpolation(_ value: Float) {
          text += String(format: "%f", Double(value))
        }
        /// A value formatted with a format style.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
          text += format.format(input)
        }
        /// Any other value, as `String(describing:)`.
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
      }
    }

    /// Foundation's `String(localized:)` where Foundation lacks it (Linux): the value's own text
    /// (Tessera has no string tables), interpolations written in.
    /// - Parameters:
    ///   - keyAndValue: the key, also the text shown.
    ///   - table: the strings table (unused: no tables).
    ///   - bundle: the bundle holding the table (unused).
    ///   - locale: the locale to localize into (unused).
    ///   - comment: a note for translators.
    public init(
      localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
      locale: Locale = .current, comment: StaticString? = nil
    ) {
      self = keyAndValue.text
    }

    /// Foundation's `String(localized:defaultValue:)` where Foundation lacks it (Linux): the
    /// default value (Tessera has no string tables).
    /// - Parameters:
    ///   - key: the key in the table (unused: no tables).
    ///   - defaultValue: the text shown.
    ///   - table: the strings table (unused).
    ///   - bundle: the bundle holding the table (unused).
    ///   - locale: the locale to localize into (unused).
    ///   - comment: a note for translators.
    public init(
      localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
      bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {
      self = defaultValue.text
    }
  }
#endif
