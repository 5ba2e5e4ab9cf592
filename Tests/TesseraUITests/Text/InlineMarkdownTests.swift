import Testing

@testable import TesseraUI

/// `LocalizedStringKey.runs()`: keys with no Markdown marker skip the Markdown pass and give the
/// same single run the pass gives them.
@Suite struct InlineMarkdownTests {
  /// The runs of the full Markdown pass over the key's characters (values never markers).
  func parsed(_ key: LocalizedStringKey) -> [Text.Run] {
    var parts: [(Character, Bool)] = []
    for s in key.segments {
      switch s {
      case .literal(let t): parts += t.map { ($0, true) }
      case .value(let t, _): parts += t.map { ($0, false) }
      case .formatted(let f): parts += f.english.map { ($0, false) }
      }
    }
    return InlineMarkdown.runs(parts)
  }

  @Test func plainKeysAreOneRunAsTheMarkdownPassGivesIt() {
    let name = "snake_case *value*"
    let keys: [LocalizedStringKey] = [
      "", "Add to cart", "Noise cancelling · 30h battery", "Émoji 👋🏽 and CJK 東京", "Hello, \(name)!",
      "a (b) c] d", "50% off",
    ]
    for key in keys {
      let runs = key.runs()
      let expected = parsed(key)
      #expect(runs.count == 1 && expected.count == 1)
      #expect(runs.map(\.string) == expected.map(\.string))
      #expect(runs[0].attributes.sameMarkup(as: expected[0].attributes))
    }
    // A marker in the literal still takes the Markdown pass.
    #expect(LocalizedStringKey("Plain **bold**").runs().map(\.string) == ["Plain ", "bold"])
    #expect(LocalizedStringKey("a \\*star\\*").runs().map(\.string) == ["a *star*"])
  }
}
