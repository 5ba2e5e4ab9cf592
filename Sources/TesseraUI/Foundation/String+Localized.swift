import Foundation

#if !canImport(Darwin)
  extension String {
    /// Foundation's `String.LocalizationValue` where Foundation lacks it (Linux): a string literal
    /// with interpolations, as `String(localized:)` takes it: looked up in the string tables by its
    /// key (the literal with each value as its format specifier, `"%lld items"`).
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
      /// The literal and the values, as a key's segments.
      let segments: [LocalizedStringKey.Segment]

      /// The text with every interpolated value written in.
      var text: String { LocalizedStringKey(segments: segments).verbatimText }

      /// The key in the string tables.
      var key: String { LocalizedStringKey(segments: segments).formatKey }

      /// A value from a string literal.
      public init(stringLiteral value: String) { segments = [.literal(value)] }

      /// A value from an interpolated literal.
      public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

      /// A value from a string.
      public init(_ value: String) { segments = [.literal(value)] }

      /// The interpolation of a localization value: values written as Foundation writes them into
      /// the default value, each standing in the key as its format specifier.
      public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var segments: [LocalizedStringKey.Segment] = []

        /// Room for the literal.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Literal text.
        public mutating func appendLiteral(_ literal: String) { segments.append(.literal(literal)) }
        /// A string, as it is (`%@`).
        public mutating func appendInterpolation(_ string: String) {
          segments.append(.value(string, specifier: "%@"))
        }
        /// A substring, as it is (`%@`).
        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) {
          segments.append(.value(String(string), specifier: "%@"))
        }
        /// An integer, in digits (`%lld`).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
          segments.append(.value(String(value), specifier: "%lld"))
        }
        /// A `Double`, as the `%lf` specifier writes it (six decimals).
        public mutating func appendInterpolation(_ value: Double) {
          segments.append(.value(String(format: "%lf", value), specifier: "%lf"))
        }
        /// A `Float`, as the `%f` specifier writes it (six decimals).
        public mutating func appendInterpolation(_ value: Float) {
          segments.append(.value(String(format: "%f", Double(value)), specifier: "%f"))
        }
        /// A value formatted with a format style (`%@`).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
          segments.append(.value(format.format(input), specifier: "%@"))
        }
        /// Any other value, as `String(describing:)` (`%@`).
        public mutating func appendInterpolation<T>(_ value: T) {
          segments.append(.value(String(describing: value), specifier: "%@"))
        }
      }

      /// The text for `key` in `table` of `bundle` for `locale` (``StringTables``): the
      /// translation with the values written in, else `fallback`'s text.
      func localized(
        key: String, fallback: LocalizationValue, table: String?, bundle: Bundle?, locale: Locale
      )
        -> String
      {
        let folders = ResourceBundles.folders(bundle)
        let count = LocalizedStringKey(segments: segments).firstCount
        if let template = StringTables.lookup(
          key, table: table, folders: folders, locale: locale, count: count)
        {
          return LocalizedStringKey(segments: segments).translated(template).verbatimText
        }
        // Said in the render it belongs to; outside one there is none to tell.
        if RenderingLocale.current != nil,
          let why = StringTables.missing(key, table: table, folders: folders, locale: locale)
        {
          Diagnostics.warnOnThisThread("String(localized:): \(why)")
        }
        return fallback.text
      }
    }

    /// Foundation's `String(localized:)` where Foundation lacks it (Linux): the translation the
    /// string tables (``StringTables``: `Localizable.xcstrings`, `.lproj/*.strings`) of `bundle`
    /// (nil: the main and package resource bundles) have for the locale, else the value's own
    /// text, interpolations written in.
    /// - Parameters:
    ///   - keyAndValue: the key, also the text shown without a translation.
    ///   - table: the strings table; nil for `Localizable`.
    ///   - bundle: the bundle holding the table; nil: the main and package resource bundles.
    ///   - locale: the locale to localize into; `.current` is the locale of the preview or view
    ///     being drawn, when there is one.
    ///   - comment: a note for translators.
    public init(
      localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
      locale: Locale = .current, comment: StaticString? = nil
    ) {
      self = keyAndValue.localized(
        key: keyAndValue.key, fallback: keyAndValue, table: table, bundle: bundle,
        locale: RenderingLocale.resolve(locale))
    }

    /// Foundation's `String(localized:defaultValue:)` where Foundation lacks it (Linux): the
    /// translation of `key`, else the default value.
    /// - Parameters:
    ///   - key: the key in the table.
    ///   - defaultValue: the text shown without a translation.
    ///   - table: the strings table; nil for `Localizable`.
    ///   - bundle: the bundle holding the table; nil: the main and package resource bundles.
    ///   - locale: the locale to localize into; `.current` is the locale of the preview or view
    ///     being drawn, when there is one.
    ///   - comment: a note for translators.
    public init(
      localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
      bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {
      self = defaultValue.localized(
        key: "\(key)", fallback: defaultValue, table: table, bundle: bundle,
        locale: RenderingLocale.resolve(locale))
    }
  }
#endif
