import Foundation

#if !canImport(Darwin)
  /// Foundation's `LocalizedStringResource` where Foundation lacks it (Linux): a localization key
  /// with its default value, as App Intents and `Text` take it; read through the string tables
  /// (``StringTables``), else as its default value (the key when none is given).
  public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation,
    CustomStringConvertible
  {
    /// The key in the string table.
    public let key: String
    /// The text when no table has the key.
    public var defaultValue: String.LocalizationValue
    /// The table's name; nil for `Localizable`.
    public var table: String?
    /// The locale to look the key up in.
    public var locale: Locale

    /// A resource whose key and default value are the literal.
    public init(stringLiteral value: String) {
      key = value
      defaultValue = String.LocalizationValue(value)
      table = nil
      locale = Locale(identifier: "en_US")
    }

    /// A resource from an interpolated literal.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
      let value = String.LocalizationValue(stringInterpolation: stringInterpolation)
      key = value.key
      defaultValue = value
      table = nil
      locale = Locale(identifier: "en_US")
    }

    /// A resource with a key, a default value and where to look it up.
    public init(
      _ key: StaticString, defaultValue: String.LocalizationValue, table: StaticString? = nil,
      locale: Locale = Locale(identifier: "en_US"), comment: StaticString? = nil
    ) {
      self.key = "\(key)"
      self.defaultValue = defaultValue
      self.table = table.map { "\($0)" }
      self.locale = locale
    }

    /// A resource whose key is the value.
    public init(
      _ keyAndValue: String.LocalizationValue, table: StaticString? = nil, comment: StaticString? = nil
    ) {
      key = keyAndValue.key
      defaultValue = keyAndValue
      self.table = table.map { "\($0)" }
      locale = Locale(identifier: "en_US")
    }

    /// The text it reads as.
    public var description: String { defaultValue.text }
  }

  extension String {
    /// The text of a localized string resource: its key's translation in its table for its
    /// locale (the rendering locale when it is the default), else its default value.
    public init(localized resource: LocalizedStringResource) {
      self = resource.defaultValue.localized(
        key: resource.key, fallback: resource.defaultValue, table: resource.table, bundle: nil,
        locale: resource.locale == Locale(identifier: "en_US")
          ? (RenderingLocale.current ?? resource.locale) : resource.locale)
    }
  }
#endif

nonisolated extension Text {
  /// Text from a localized string resource. Disfavored: a string literal is a
  /// `LocalizedStringKey` (with Markdown and format styles), as in SwiftUI.
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) {
    self.init(verbatim: String(localized: resource))
  }
}
