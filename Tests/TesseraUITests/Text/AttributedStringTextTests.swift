import Foundation
import Testing

@testable import TesseraUI

/// `Text(_: AttributedString)` draws each run in its attributes: SwiftUI's (`font`,
/// `foregroundColor`, lines, spacing), links and parsed Markdown's presentation intents.
@Suite struct AttributedStringTextTests {
  @Test func swiftUIAttributesSetByNameBecomeTheRunsStyle() {
    var title = AttributedString("Title")
    title.font = .headline
    title.foregroundColor = .red
    title.underlineStyle = .single
    var rest = AttributedString(" rest")
    rest.strikethroughStyle = Text.LineStyle(pattern: .dash, color: .blue)
    rest.kern = 2
    rest.tracking = 1
    rest.baselineOffset = -3
    rest.backgroundColor = .yellow
    let text = Text(title + rest)
    #expect(text.runs.map(\.string) == ["Title", " rest"])
    let a = text.runs[0].attributes
    #expect(a.font == .headline && a.underline?.isActive == true && a.underline?.color == nil)
    #expect(a.style != nil && a.strikethrough == nil)
    let b = text.runs[1].attributes
    #expect(b.strikethrough?.isActive == true && b.strikethrough?.color == .blue)
    #expect(b.kerning == 2 && b.tracking == 1 && b.baselineOffset == -3 && b.font == nil)
    // Read back by name and through the scope.
    #expect(title.runs.first?.font == .headline)
    #expect(rest.runs.first?[AttributeScopes.SwiftUIAttributes.KerningAttribute.self] == 2)
  }

  @Test func parsedMarkdownIsDrawnBoldItalicStruckAndLinked() throws {
    let parsed = try AttributedString(
      markdown: "**Bold**, *it*, ~~gone~~, `code` and [a link](https://example.com)")
    #expect(String(parsed.characters) == "Bold, it, gone, code and a link")
    let text = Text(parsed)
    let byString = Dictionary(text.runs.map { ($0.string, $0.attributes) }, uniquingKeysWith: { a, _ in a })
    #expect(byString["Bold"]?.weight == .bold)
    #expect(byString["it"]?.italic == true)
    #expect(byString["gone"]?.strikethrough?.isActive == true)
    #expect(byString["code"]?.design == .monospaced)
    #expect(byString["a link"]?.link == URL(string: "https://example.com"))
    #expect(byString[", "]?.weight == nil)
  }

  @Test func markdownWhitespaceIsCollapsedUnlessAskedToBeKept() throws {
    let source = "one\n  two\n\nthree"
    #expect(String(try AttributedString(markdown: source).characters) == "one two three")
    let kept = try AttributedString(
      markdown: source, options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
    #expect(String(kept.characters) == source)
    let relative = try AttributedString(
      markdown: "[doc](guide.html)", baseURL: URL(string: "https://x.org/a/"))
    #expect(relative.runs.first?.link?.absoluteString == "https://x.org/a/guide.html")
    #expect(String(try AttributedString(markdown: "**unclosed").characters) == "**unclosed")
  }
}
