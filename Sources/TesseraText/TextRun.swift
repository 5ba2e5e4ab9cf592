/// The face of a stretch of a paragraph whose runs differ (SwiftUI's `Text + Text`, Markdown's
/// `**bold**` and `*italic*`): its family, weight, slant, OpenType features and size. Spacing and
/// everything else about lines come from the paragraph's ``TextStyle``; a line is as tall as the
/// tallest run on it.
public struct TextRun: Hashable, Sendable {
  /// How many Unicode scalars of the paragraph's text the run covers.
  public var length: Int
  /// The font family (its fallback chain applies to characters it lacks).
  public var family: String
  /// The weight.
  public var weight: FontWeight
  /// Whether the italic face is used.
  public var italic: Bool
  /// OpenType features (tabular figures…).
  public var features: [FontFeature]
  /// The size in points; nil: the paragraph's (``TextStyle/size``).
  public var size: Double?

  /// Creates a run.
  /// - Parameters:
  ///   - length: Unicode scalars covered; runs follow one another from the text's start.
  ///   - family: The font family. Default "Inter".
  ///   - weight: The weight. Default regular.
  ///   - italic: The italic face. Default false.
  ///   - features: OpenType features. Default none.
  ///   - size: The size in points. Default nil: the paragraph's.
  public init(
    length: Int, family: String = "Inter", weight: FontWeight = .regular, italic: Bool = false,
    features: [FontFeature] = [], size: Double? = nil
  ) {
    self.size = size
    self.length = length
    self.family = family
    self.weight = weight
    self.italic = italic
    self.features = features
  }
}
