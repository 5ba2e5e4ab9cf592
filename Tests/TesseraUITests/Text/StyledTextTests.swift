import TesseraSnapshot
import TesseraUI
import Testing

/// Text whose runs differ — Markdown, `Text + Text`, `AttributedString` — drawn run by run: each
/// in its face (bold, italic, monospaced), color, underline and strikethrough, wrapped as one
/// paragraph.
@Suite struct StyledTextTests {
  func render(_ view: some View, width: Double = 320) throws -> RenderOutput {
    let r = ImageRenderer(content: view.frame(width: width).padding(8).background(Color.white))
    r.scale = 2
    return try r.render()
  }

  func textItems(_ out: RenderOutput) -> [String] {
    out.displayList.dump.split(separator: "\n").filter { $0.hasPrefix("text") }.map(String.init)
  }

  @Test func markdownRunsAreDrawnInTheirOwnStyles() throws {
    let out = try render(
      Text(
        "Plain, **bold**, *italic*, ~~struck~~, `code` and a [link](https://example.com) in one paragraph that wraps."
      ))
    let items = textItems(out)
    // One item per run that has glyphs: plain, bold, plain, italic, plain, struck, plain, code,
    // plain, link, plain.
    #expect(items.count == 11, "\(items)")
    #expect(items.contains { $0.hasSuffix("#0088FFFF") }, "the link in the accent color")
    #expect(out.warnings.isEmpty, "\(out.warnings)")
    // The strikethrough is drawn under "struck" only: one bar, narrower than the line.
    let bars = out.displayList.dump.split(separator: "\n").filter {
      $0.hasPrefix("fill") && $0.contains("#000000FF")
    }
    #expect(bars.count == 1, "\(bars)")
    assertSnapshot(of: try out.pixmap(), as: .image(), named: "markdown")
  }

  @Test func concatenatedTextKeepsEachPartsStyle() throws {
    let text =
      Text("Total ").foregroundColor(.secondary) + Text("$1,299").bold().foregroundColor(.green)
      + Text(" incl. tax").italic().underline()
    let out = try render(text.font(.title3))
    let items = textItems(out)
    #expect(items.count == 3, "\(items)")
    #expect(Set(items.map { $0.split(separator: " ").last ?? "" }).count == 3, "three colors")
    assertSnapshot(of: try out.pixmap(), as: .image(), named: "concatenated")
    // A paragraph whose runs all look the same is one run, as before.
    let same = try render(Text("one ") + Text("two"))
    #expect(textItems(same).count == 1)
  }

  @Test func anUnknownFamilyInAnyRunNamesTheFamily() throws {
    // As for a one-run text: the render fails naming the family, instead of drawing nothing.
    #expect(throws: (any Error).self) {
      _ = try ImageRenderer(content: Text("Hello ") + Text("world").font(.custom("NoSuchFont", size: 17)))
        .render()
    }
    do {
      _ = try ImageRenderer(content: Text("Hello ") + Text("world").font(.custom("NoSuchFont", size: 17)))
        .render()
    } catch {
      #expect("\(error)".contains("no font family named \"NoSuchFont\""), "\(error)")
    }
  }

  // Runs in different sizes: each drawn at its own size on one baseline, the line as tall as its
  // tallest run, as a browser sets an inline span.
  @Test func mixedSizesShareALine() throws {
    let out = try render(Text("Big").font(.largeTitle) + Text(" small").font(.caption), width: 240)
    #expect(out.warnings.isEmpty, "\(out.warnings)")
    assertSnapshot(of: try out.pixmap(), as: .image(), named: "mixed-sizes")
  }

  // A character no bundled font has is a visible box and a warning naming its code point.
  @Test func missingGlyphsAreReportedNotSilent() throws {
    let out = try render(Text("Price: 𓀀 𐎀 ok"))
    let warning = try #require(out.warnings.first { $0.contains("no bundled font") })
    #expect(warning.contains("U+13000") && warning.contains("U+10380"), "\(warning)")
    #expect(try render(Text("All covered")).warnings.isEmpty)
  }

  // `Text(_:format:)` formats in the environment's locale, as SwiftUI does; the default
  // environment is English (United States) whatever the machine's locale.
  @Test func formatStylesUseTheEnvironmentsLocale() throws {
    func label(_ view: some View) throws -> String {
      let dump = try render(view).displayList.dump
      let line = try #require(dump.split(separator: "\n").first { $0.contains("text label") })
      return String(line.split(separator: "\"")[1])
    }
    #expect(try label(Text(1234.5, format: .number)) == "1,234.5")
    #expect(
      try label(Text(1234.5, format: .number).environment(\.locale, Locale(identifier: "de_DE"))) == "1.234,5"
    )
    #expect(
      try label(Text(1234.5, format: .number).environment(\.locale, Locale(identifier: "fr_FR"))).hasSuffix(
        ",5"))
    #expect(
      try label(Text(0.25, format: .percent).environment(\.locale, Locale(identifier: "de_DE"))).contains(
        "25"))
    // Interpolations with a format style too, Markdown around them kept.
    let total = 1234.5
    #expect(
      try label(Text("Total: \(total, format: .number)").environment(\.locale, Locale(identifier: "de_DE")))
        == "Total: 1.234,5")
    #expect(try label(Text("Total: \(total, format: .number)")) == "Total: 1,234.5")
    let bold = try render(
      Text("**Total** \(total, format: .number) due").environment(\.locale, Locale(identifier: "de_DE")))
    #expect(bold.displayList.dump.contains("\"Total 1.234,5 due\""), "\(bold.displayList.dump)")
  }

  // The compact date picker writes its date in the environment's locale too (UTC).
  @Test func datePickersUseTheEnvironmentsLocale() throws {
    let june = Date(timeIntervalSince1970: 1_559_576_460)  // 2019-06-03 15:41 UTC
    func texts(_ locale: String) throws -> String {
      try render(
        DatePicker("Date", selection: .constant(june)).environment(\.locale, Locale(identifier: locale))
      ).displayList.dump
    }
    let english = try texts("en_US")
    #expect(english.contains("\"Jun 3, 2019\"") && english.contains("PM"), "\(english)")
    let german = try texts("de_DE")
    #expect(german.contains("03.06.2019") && german.contains("15:41"), "\(german)")
  }

  // A locale that does not exist formats as the root locale would, without a crash.
  @Test func anUnknownLocaleStillRenders() throws {
    let out = try render(
      Text(1234.5, format: .number).environment(\.locale, Locale(identifier: "zz_QQ@bogus=1")))
    #expect(out.displayList.size.width > 0)
  }
}
