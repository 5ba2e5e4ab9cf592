import TesseraDisplayList
import TesseraUI
import Testing

import struct TesseraText.TextLayout

/// A text style's leading: a paragraph's lines as far apart as iOS draws them (Apple's Human
/// Interface Guidelines, "Dynamic Type sizes": body 17 pt on 22 pt lines), its first line as tall
/// as the font's own line; `Font.leading(_:)` 2 points tighter or looser.
@Suite struct TextLeadingTests {
  static let long =
    "The quick brown fox jumps over the lazy dog, then runs back across the field to jump over it again."

  /// The baselines of the first text in a paragraph of `long` laid out 200 pt wide.
  func baselines(_ font: Font, size: DynamicTypeSize = .large) throws -> [Double] {
    let r = ImageRenderer(content: Text(Self.long).font(font).frame(width: 200))
    r.environment.dynamicTypeSize = size
    let layout = try #require(layouts(try r.render().displayList.items).first)
    #expect(layout.lines.count >= 3, "\(layout.lines.count) lines")
    return layout.lines.map(\.baseline)
  }

  /// The layouts of every text item of a display list, in painting order.
  func layouts(_ items: [DisplayItem]) -> [TextLayout] {
    items.flatMap { item -> [TextLayout] in
      switch item {
      case .text(let layout, _, _): return [layout]
      case .group(let g): return layouts(g.items)
      default: return []
      }
    }
  }

  func pitches(_ b: [Double]) -> [Double] { zip(b.dropFirst(), b).map { $0 - $1 } }

  @Test func bodyLinesAre22PointsApart() throws {
    for pitch in pitches(try baselines(.body)) { #expect(abs(pitch - 22) < 1e-9, "\(pitch)") }
    // The first line keeps SF Pro's 1.193 em: a one-line body text is 20.28 pt tall, rounded up
    // to whole pixels as iOS measures text: 20.333 at 3x, 20.5 at 2x, 21 at 1x.
    for (scale, height) in [(3.0, 61.0 / 3), (2, 20.5), (1, 21)] {
      let r = ImageRenderer(content: Text("One line").font(.body))
      r.scale = scale
      let one = try r.render().displayList.size.height
      #expect(abs(one - height) < 1e-9, "\(one) at \(scale)x")
    }
  }

  @Test(arguments: [
    (Font.footnote, DynamicTypeSize.medium, 16.0), (.caption, .medium, 13), (.largeTitle, .large, 41),
    (.subheadline, .xxxLarge, 28), (.body, .accessibility3, 48), (.title2, .large, 28),
  ])
  func eachStyleTakesItsLeadingAtEachSize(font: Font, size: DynamicTypeSize, leading: Double) throws {
    for pitch in pitches(try baselines(font, size: size)) {
      #expect(abs(pitch - leading) < 1e-9, "\(pitch) for \(leading)")
    }
  }

  @Test func tightAndLooseMoveLinesTwoPoints() throws {
    for pitch in pitches(try baselines(.body.leading(.tight))) { #expect(abs(pitch - 20) < 1e-9) }
    for pitch in pitches(try baselines(.body.leading(.loose))) { #expect(abs(pitch - 24) < 1e-9) }
    for pitch in pitches(try baselines(.body.leading(.loose).leading(.standard))) {
      #expect(abs(pitch - 22) < 1e-9)
    }
  }

  // A fixed size has no text style: its lines are the font's own, 1.193 em apart.
  @Test func aFixedSizeKeepsTheFontsOwnLines() throws {
    for pitch in pitches(try baselines(.system(size: 17))) {
      #expect(abs(pitch - 17 * 1.193) < 1e-9, "\(pitch)")
    }
  }

  // `lineSpacing` adds to the style's leading, as on iOS.
  @Test func lineSpacingAddsToTheLeading() throws {
    let r = ImageRenderer(content: Text(Self.long).font(.body).lineSpacing(6).frame(width: 200))
    let layout = try #require(layouts(try r.render().displayList.items).first)
    for pitch in pitches(layout.lines.map(\.baseline)) { #expect(abs(pitch - 28) < 1e-9, "\(pitch)") }
  }
}
