/// How a paragraph of text is set: font, spacing, alignment, line limit and direction.
public struct TextStyle: Hashable, Sendable {
  /// The font family. Default "Inter" (bundled).
  public var family: String
  /// The font size in points. Default 17 (SwiftUI's body size).
  public var size: Double
  /// The weight. Default regular (400).
  public var weight: FontWeight
  /// Whether to use the italic face. Default false.
  public var italic: Bool
  /// OpenType features to turn on or off. Default none (kerning and standard ligatures are on).
  public var features: [FontFeature]
  /// Extra space after every character, in points (SwiftUI's `tracking`). Default 0.
  public var tracking: Double
  /// The height of one line in points; nil (the default) uses the font's own:
  /// `(hhea ascender + descender + line gap) × size`.
  public var lineHeight: Double?
  /// Extra space between lines, in points (SwiftUI's `lineSpacing`). Default 0.
  public var lineSpacing: Double
  /// How lines sit horizontally within the paragraph's width. Default `.leading`.
  public var alignment: TextAlignment
  /// The most lines shown; nil (the default) for no limit. Text past the limit is truncated.
  public var lineLimit: Int?
  /// Where the ellipsis goes when text is truncated. Default `.tail`.
  public var truncation: TruncationMode
  /// The layout direction: which side `.leading` alignment is, and the paragraph direction of
  /// text with no strong letter. Default `.leftToRight`.
  public var direction: LayoutDirection
  /// The paragraph's base direction for the bidi algorithm. Default `.natural`: from the text's
  /// first strong letter, else ``direction``.
  public var writingDirection: WritingDirection
  /// The locale identifier of the text ("ja_JP", "zh-Hant"): it picks the Han glyphs of its
  /// language from the CJK fonts. Default "en_US" (simplified Chinese glyphs).
  public var locale: String

  /// Creates a style.
  public init(
    family: String = "Inter", size: Double = 17, weight: FontWeight = .regular, italic: Bool = false,
    features: [FontFeature] = [], tracking: Double = 0, lineHeight: Double? = nil, lineSpacing: Double = 0,
    alignment: TextAlignment = .leading, lineLimit: Int? = nil, truncation: TruncationMode = .tail,
    direction: LayoutDirection = .leftToRight, locale: String = "en_US",
    writingDirection: WritingDirection = .natural
  ) {
    self.family = family
    self.size = size
    self.weight = weight
    self.italic = italic
    self.features = features
    self.tracking = tracking
    self.lineHeight = lineHeight
    self.lineSpacing = lineSpacing
    self.alignment = alignment
    self.lineLimit = lineLimit
    self.truncation = truncation
    self.direction = direction
    self.locale = locale
    self.writingDirection = writingDirection
  }
}

/// Horizontal alignment of the lines of a paragraph, relative to its widest line (as SwiftUI's
/// `multilineTextAlignment`).
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
  /// Left in left-to-right text, right in right-to-left text.
  case leading
  /// Centered.
  case center
  /// Right in left-to-right text, left in right-to-left text.
  case trailing
  /// Stretched to the widest line by widening spaces, except the last line and lines ending in a
  /// newline.
  case justified
}

/// Where text that does not fit is cut, and the ellipsis shown.
public enum TruncationMode: String, Hashable, Sendable, CaseIterable {
  /// Keep the end: "…the end".
  case head
  /// Keep both ends: "The st…e end".
  case middle
  /// Keep the start: "The start…".
  case tail
}

/// The direction of a paragraph (and, in the view framework, of layout).
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
  /// Left to right.
  case leftToRight
  /// Right to left.
  case rightToLeft
}
