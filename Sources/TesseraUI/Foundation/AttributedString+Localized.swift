import Foundation

#if !canImport(Darwin)
  extension AttributedString {
    /// Foundation's `AttributedString(localized:)` where Foundation lacks it (Linux): the text
    /// `String(localized:table:bundle:locale:comment:)` gives, as an attributed string.
    /// - Parameters:
    ///   - keyAndValue: the key, also the text shown without a translation.
    ///   - table: the strings table; nil for `Localizable`.
    ///   - bundle: the bundle holding the table; nil: the main and package resource bundles.
    ///   - locale: the locale to localize into; `.current` is the locale of what is being drawn.
    ///   - comment: a note for translators.
    public init(
      localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
      locale: Locale = .current, comment: StaticString? = nil
    ) {
      self.init(
        String(localized: keyAndValue, table: table, bundle: bundle, locale: locale, comment: comment))
    }
  }
#endif
