nonisolated extension Text {
  /// How an underline or strikethrough is drawn, as SwiftUI's `Text.LineStyle`: a pattern and a
  /// color (nil: the text's). Used by `AttributedString`'s `underlineStyle` and
  /// `strikethroughStyle`; patterns are drawn solid.
  nonisolated public struct LineStyle: Hashable, Sendable {
    /// The pattern of the line, as SwiftUI names it.
    public typealias Pattern = LineStylePattern

    /// The pattern (drawn solid).
    public var pattern: Pattern
    /// The color; nil draws the line in the text's color.
    public var color: Color?

    /// A line of `pattern` (default solid) in `color` (default the text's).
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// A single solid line in the text's color.
    public static let single = LineStyle()
  }
}
