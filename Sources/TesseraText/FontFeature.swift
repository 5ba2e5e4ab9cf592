/// An OpenType feature setting, such as tabular figures (`tnum`) or ligatures off (`liga` = 0).
public struct FontFeature: Hashable, Sendable, CustomStringConvertible {
  /// The four-letter feature tag.
  public let tag: String
  /// 1 turns the feature on, 0 off; larger values pick alternates.
  public let value: Int

  /// Creates a feature setting; nil unless the tag is four printable ASCII characters.
  public init?(_ tag: String, _ value: Int = 1) {
    guard tag.unicodeScalars.count == 4,
      tag.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F })
    else { return nil }
    self.tag = tag
    self.value = max(0, value)
  }

  /// Tabular (fixed-width) figures.
  public static let tabularFigures = FontFeature(uncheckedTag: "tnum")
  /// Standard ligatures off.
  public static let noLigatures = FontFeature(uncheckedTag: "liga", value: 0)
  /// Kerning off.
  public static let noKerning = FontFeature(uncheckedTag: "kern", value: 0)

  init(uncheckedTag: String, value: Int = 1) {
    self.tag = uncheckedTag
    self.value = value
  }

  /// HarfBuzz's feature syntax, `tag=value`.
  public var description: String { "\(tag)=\(value)" }
}
