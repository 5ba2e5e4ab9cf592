/// How typed text is capitalized, as SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Sendable {
  let rule: String
  /// Never.
  public static let never = TextInputAutocapitalization(rule: "never")
  /// Each word.
  public static let words = TextInputAutocapitalization(rule: "words")
  /// Each sentence.
  public static let sentences = TextInputAutocapitalization(rule: "sentences")
  /// Every character.
  public static let characters = TextInputAutocapitalization(rule: "characters")
}
