/// The face of a stretch of a paragraph whose runs differ (SwiftUI's `Text + Text`, Markdown's
/// `**bold**` and `*italic*`): its family, weight, slant and OpenType features. The size, spacing
/// and everything else about lines come from the paragraph's ``TextStyle``.
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

  /// Creates a run.
  /// - Parameters:
  ///   - length: Unicode scalars covered; runs follow one another from the text's start.
  ///   - family: The font family. Default "Inter".
  ///   - weight: The weight. Default regular.
  ///   - italic: The italic face. Default false.
  ///   - features: OpenType features. Default none.
  public init(
    length: Int, family: String = "Inter", weight: FontWeight = .regular, italic: Bool = false,
    features: [FontFeature] = []
  ) {
    self.length = length
    self.family = family
    self.weight = weight
    self.italic = italic
    self.features = features
  }
}
