import Foundation

#if !canImport(Darwin)
  extension AttributedString {
    /// Foundation's Markdown parsing options where Foundation lacks them (Linux).
    public struct MarkdownParsingOptions: Hashable, Sendable {
      /// Which Markdown is read.
      public enum InterpretedSyntax: Hashable, Sendable {
        /// Everything (here: the inline syntax, whitespace collapsed).
        case full
        /// The inline syntax; runs of whitespace, line breaks included, become one space.
        case inlineOnly
        /// The inline syntax; whitespace kept as typed.
        case inlineOnlyPreservingWhitespace
      }

      /// What a malformed document does (inline Markdown never fails: unclosed markers are text).
      public enum FailurePolicy: Hashable, Sendable {
        /// Throw.
        case throwError
        /// Return what was read.
        case returnPartiallyParsedIfPossible
      }

      /// Whether `^[text](attribute: value)` is read (kept; not read here).
      public var allowsExtendedAttributes: Bool
      /// Which Markdown is read.
      public var interpretedSyntax: InterpretedSyntax
      /// What a malformed document does.
      public var failurePolicy: FailurePolicy
      /// The language of the text (kept).
      public var languageCode: String?
      /// Whether runs carry their source positions (kept; not set here).
      public var appliesSourcePositionAttributes: Bool

      /// Options; by default the full syntax, throwing on failure.
      public init(
        allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
        failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil,
        appliesSourcePositionAttributes: Bool = false
      ) {
        self.allowsExtendedAttributes = allowsExtendedAttributes
        self.interpretedSyntax = interpretedSyntax
        self.failurePolicy = failurePolicy
        self.languageCode = languageCode
        self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
      }
    }

    /// Foundation's `AttributedString(markdown:options:baseURL:)` where Foundation lacks it
    /// (Linux): the inline Markdown `Text` reads in string literals (`**bold**`, `*italic*`,
    /// `~~struck~~`, `` `code` ``, `[text](url)`, backslash escapes) as runs with presentation
    /// intents and links, which `Text` draws. Block syntax (headings, lists, quotes) is kept as
    /// typed.
    /// - Parameters:
    ///   - markdown: the Markdown text.
    ///   - options: which syntax is read (whitespace collapsed unless
    ///     `.inlineOnlyPreservingWhitespace`).
    ///   - baseURL: what relative link destinations are resolved against.
    /// - Throws: never for inline Markdown (unclosed markers are shown as typed).
    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
      var source = markdown
      if options.interpretedSyntax != .inlineOnlyPreservingWhitespace {
        source = source.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
      }
      var result = AttributedString()
      for run in InlineMarkdown.runs(source.map { ($0, true) }) {
        var part = AttributedString(run.string)
        var intent: InlinePresentationIntent = []
        if run.attributes.weight == .bold { intent.insert(.stronglyEmphasized) }
        if run.attributes.italic == true { intent.insert(.emphasized) }
        if run.attributes.strikethrough?.isActive == true { intent.insert(.strikethrough) }
        if run.attributes.design == .monospaced { intent.insert(.code) }
        if !intent.isEmpty { part.inlinePresentationIntent = intent }
        if let link = run.attributes.link {
          part.link = baseURL.flatMap { URL(string: link.relativeString, relativeTo: $0) } ?? link
        }
        result += part
      }
      self = result
    }
  }
#endif
