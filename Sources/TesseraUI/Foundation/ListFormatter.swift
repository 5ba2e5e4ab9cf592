import Foundation

#if !canImport(Darwin)
  /// Foundation's `ListFormatter` where Foundation lacks it (Linux): joins items into a list in a
  /// locale's words ("A, B, and C" in en_US), through Foundation's list format style.
  public final class ListFormatter: @unchecked Sendable {
    /// The locale whose words and punctuation join the items; default `Locale.current` (Foundation
    /// declares it `Locale!`).
    public var locale: Locale = .current
    /// Formats each item that is not a string (nil: `String(describing:)`).
    public var itemFormatter: Formatter?

    /// A formatter in the current locale.
    public init() {}

    /// `strings` joined in the current locale's words ("A, B, and C" in en_US).
    public static func localizedString(byJoining strings: [String]) -> String {
      ListFormatter().join(strings)
    }

    /// `items` joined, each written by ``itemFormatter`` (or as it is for strings); nil when the
    /// item formatter cannot write one of them.
    public func string(from items: [Any]) -> String? {
      var strings: [String] = []
      for item in items {
        if let itemFormatter {
          guard let s = itemFormatter.string(for: item) else { return nil }
          strings.append(s)
        } else {
          strings.append(item as? String ?? String(describing: item))
        }
      }
      return join(strings)
    }

    /// `object` joined when it is an array, else nil.
    public func string(for object: Any?) -> String? {
      guard let items = object as? [Any] else { return nil }
      return string(from: items)
    }

    private func join(_ strings: [String]) -> String {
      strings.formatted(.list(type: .and).locale(locale))
    }
  }
#endif
