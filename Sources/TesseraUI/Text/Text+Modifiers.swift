nonisolated extension Text {
  /// The text in a font; nil keeps the environment's.
  public func font(_ font: Font?) -> Text { modified { $0.font = font } }
  /// The text in a weight; nil keeps the font's.
  public func fontWeight(_ weight: Font.Weight?) -> Text { modified { $0.weight = weight } }
  /// The text at a width (drawn at the standard width).
  public func fontWidth(_ width: Font.Width?) -> Text { self }
  /// The text in a design (see ``Font`` for how designs are drawn).
  public func fontDesign(_ design: Font.Design?) -> Text { modified { $0.design = design } }
  /// The text in bold.
  public func bold() -> Text { fontWeight(.bold) }
  /// The text in bold when `isActive`.
  public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
  /// The text in italic.
  public func italic() -> Text { modified { $0.italic = true } }
  /// The text in italic when `isActive`.
  public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
  /// The text in the monospaced design (tabular figures in Inter) when `isActive`.
  public func monospaced(_ isActive: Bool = true) -> Text { isActive ? fontDesign(.monospaced) : self }
  /// The text with digits of one width.
  public func monospacedDigit() -> Text { modified { $0.monospacedDigit = true } }
  /// The text in a color; nil keeps the foreground style.
  public func foregroundColor(_ color: Color?) -> Text {
    modified { $0.style = color.map { AnyShapeStyle($0) } }
  }
  /// The text in a style (its color; a gradient gives its first stop).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    modified { $0.style = AnyShapeStyle(style) }
  }
  /// The text struck through when `isActive`, in `color` (default the text's).
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    modified { $0.strikethrough = Decoration(isActive: isActive, color: color) }
  }
  /// The text struck through with a pattern (drawn solid).
  public func strikethrough(_ isActive: Bool = true, pattern: LineStylePattern, color: Color? = nil) -> Text {
    strikethrough(isActive, color: color)
  }
  /// The text underlined when `isActive`, in `color` (default the text's).
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    modified { $0.underline = Decoration(isActive: isActive, color: color) }
  }
  /// The text underlined with a pattern (drawn solid).
  public func underline(_ isActive: Bool = true, pattern: LineStylePattern, color: Color? = nil) -> Text {
    underline(isActive, color: color)
  }
  /// Extra space between characters, in points (added to tracking here).
  public func kerning(_ kerning: CGFloat) -> Text { modified { $0.kerning = kerning } }
  /// Extra space after each character, in points.
  public func tracking(_ tracking: CGFloat) -> Text { modified { $0.tracking = tracking } }
  /// The text raised by `baselineOffset` points (lowered when negative).
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
    modified { $0.baselineOffset = baselineOffset }
  }
  /// The text's speech settings (kept for VoiceOver; no pixels).
  public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
  /// Whether VoiceOver speaks punctuation (kept; no pixels).
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
  /// Speech pitch, -1 lowest to 1 highest (kept; no pixels).
  public func speechAdjustedPitch(_ value: Double) -> Text { self }
  /// Whether announcements wait their turn (kept; no pixels).
  public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
  /// The text's accessibility heading level (no pixels).
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text { self }
  /// Scales the text like a smaller or larger text (drawn at its own size).
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { self }

  /// The scale of `textScale(_:)`.
  public enum Scale: Hashable, Sendable {
    /// The default.
    case `default`
    /// Secondary text.
    case secondary
  }

  /// The case text is shown in (`.textCase(_:)`).
  public enum Case: Hashable, Sendable {
    /// Capitals.
    case uppercase
    /// Small letters.
    case lowercase
  }

  /// A date's presentation in `Text(_:style:)`.
  nonisolated public struct DateStyle: Hashable, Sendable {
    let kind: Int
    /// The time ("3:30 PM").
    public static let time = DateStyle(kind: 0)
    /// The date ("June 3, 2019").
    public static let date = DateStyle(kind: 1)
    /// The time relative to now ("2 hours"): shown against the fixed date of the snapshot.
    public static let relative = DateStyle(kind: 2)
    /// The offset from now ("+2 hours").
    public static let offset = DateStyle(kind: 3)
    /// A timer ("2:32").
    public static let timer = DateStyle(kind: 4)
  }

  /// The pattern of an underline or strikethrough.
  public struct LineStylePattern: Hashable, Sendable {
    let kind: Int
    /// Solid.
    public static let solid = LineStylePattern(kind: 0)
    /// Dotted.
    public static let dot = LineStylePattern(kind: 1)
    /// Dashed.
    public static let dash = LineStylePattern(kind: 2)
    /// Dash and dot.
    public static let dashDot = LineStylePattern(kind: 3)
    /// Dash, dot, dot.
    public static let dashDotDot = LineStylePattern(kind: 4)
  }
}

nonisolated extension Text {
  /// Text concatenated: the runs of both, each with its own modifiers.
  public static func + (lhs: Text, rhs: Text) -> Text { Text(runs: lhs.runs + rhs.runs) }
}
