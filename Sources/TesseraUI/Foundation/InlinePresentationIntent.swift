import Foundation

#if !canImport(Darwin)
  /// Foundation's `InlinePresentationIntent` where Foundation lacks it (Linux): how a run of
  /// parsed Markdown is meant to look (bold, italic, code, struck through), which `Text` draws.
  public struct InlinePresentationIntent: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt

    /// Intents from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Emphasis (`*italic*`): drawn italic.
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// Strong emphasis (`**bold**`): drawn bold.
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// Code (`` `code` ``).
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// Struck through (`~~gone~~`).
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    /// A soft line break.
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    /// A hard line break.
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    /// Inline HTML.
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    /// Block HTML.
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
  }

  extension AttributeScopes {
    /// Foundation's presentation-intent attribute where Foundation lacks it (Linux).
    public struct FoundationPresentationAttributes: AttributeScope {
      /// How the run is meant to look.
      public let inlinePresentationIntent: InlinePresentationIntentAttribute

      /// How a run of parsed Markdown is meant to look.
      public enum InlinePresentationIntentAttribute: AttributedStringKey {
        /// The intents.
        public typealias Value = InlinePresentationIntent
        /// The attribute's name, as Foundation's.
        public static let name = "NSInlinePresentationIntent"
      }
    }
  }

  extension AttributeDynamicLookup {
    /// `inlinePresentationIntent` by name on an `AttributedString` or its runs.
    public subscript<T: AttributedStringKey>(
      dynamicMember keyPath: KeyPath<AttributeScopes.FoundationPresentationAttributes, T>
    ) -> T {
      self[T.self]
    }
  }
#endif
