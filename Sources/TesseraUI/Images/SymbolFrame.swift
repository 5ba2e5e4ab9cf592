import TesseraText

/// How wide an SF Symbol's image is next to text, from its name and the Material glyph drawn for it.
///
/// SF Symbols' images are their glyph's ink plus a left and a right margin (the custom-symbol
/// template's margin guides). Measured on iOS 18 and iOS 26 references (`Docs/Symbols.md`), most
/// come out near the 1.2-em square box: `checkmark.circle.fill` at 28.9 pt is 34.3 pt wide (1.19
/// em), `book.pages.fill` 34 (1.18 em), `heart.fill` at 17 pt 21 (1.24 em). Two families are
/// narrower, and Material draws them smaller than SF does:
/// - the chevrons: `chevron.down` at 16 pt is 13.7 pt of ink, 2 pt from its frame's edges (17.7
///   pt, 1.10 em; `chevron.compact.down` at 64 pt: 54.3 pt of ink in a 70.3-point frame), where
///   Material's `expand_more` is 9.6 pt wide;
/// - `xmark`: 12.3 pt of ink at 16 pt, 2.3 pt each side (17 pt), Material's `close` 11.2.
/// Those are drawn larger by the measured ratio and are as wide as their ink plus an eighth of an
/// em on each side. (iOS 13's SF Symbols had no margins: swift-snapshot-testing's iOS 13
/// `checkmark.circle.fill` at 17 pt is 17 pt wide. Tessera draws iOS 14 and later.)
///
/// A glyph drawn larger is drawn in a lighter weight, so its strokes stay as thick as the text's
/// weight makes them (SF's `chevron.down` at 16 pt regular covers 26.4 pt²; Material's regular
/// chevron drawn 1.42 times larger covered 38.3, its light one 28.0).
///
/// A resizable symbol is stretched onto its frame, strokes and all, so its weight is lightened by
/// the ratio measured on resizable glyphs (``resizableStrokeScale``).
///
/// Status: chevrons, `xmark` and `bicycle` measured; every other symbol keeps the square box's
/// width and is as tall as its ink and margins (``verticalMargin``).
enum SymbolFrame {
  /// The margin on each side of a measured glyph's ink, as a share of the symbol's box (an eighth
  /// of an em at `.medium` image scale, where the box is 1.2 em).
  static let margin = 0.125 / 1.2

  /// The margin above and below a symbol's ink, as a share of its box: SF Symbols' images are as
  /// tall as their glyph's ink and about 0.075 em above and below it (1.3 pt at 17 pt), not
  /// square. Measured at 3x on criticalmaps' iOS 18.2 references of a `VStack` of `bicycle`, a
  /// 17-point text and `heart`: 4 px from each symbol's frame to its ink at the top, 3-4 at the
  /// bottom, the stack 218 px tall where square boxes made it 230 (`heart`: 15.3 pt of ink in an
  /// 18-point frame, as `heart.fill` measured before; `chevron.compact.down` at 64 pt is 25.7).
  static let verticalMargin = 0.075 / 1.2

  /// How much larger than Material's glyph SF Symbols draws a name, measured on iOS references;
  /// 1 for names not listed.
  static let inkScale: [String: Double] = {
    var table: [String: Double] = [:]
    // Home Assistant's iOS 18.2 collapsible view: `chevron.down` at 16 pt is 41 x 23 px of ink at
    // 3x (13.67 x 7.67 pt); Material's `expand_more` is 9.6 x 5.4 pt there, the same proportions.
    for direction in ["down", "up", "left", "right", "forward", "backward"] {
      table["chevron." + direction] = 1.42
      table["chevron.compact." + direction] = 1.42
    }
    // Home Assistant's iOS 26 sheets: `xmark` at 16 pt is 12.33 pt of ink; Material's `close` 11.2.
    table["xmark"] = 1.1
    // criticalmaps' iOS 18.2 buttons: `bicycle` at 17 pt is 81 x 50 px of ink at 3x (27 x 16.7
    // pt), 2 pt from its frame's sides; Material's `pedal_bike` is 61 x 41 px there (1.33 times
    // narrower, 1.22 times shorter: a wide glyph fitted into Material's square). Between the two.
    table["bicycle"] = 1.27
    return table
  }()

  /// How much heavier than SF's a resizable Material glyph's strokes come out at the same frame,
  /// drawn in the text's weight: Material draws most glyphs smaller in their box than SF does, and
  /// a resizable image scales its glyph's strokes with its ink. Measured on GoodSwiftUI's iOS
  /// 18.6 references at 3x: `person` 8 px against 5 (1.6), `arrow.right` 9.2 against 5.8 (1.6),
  /// `checkmark` 9 against 7 (1.29; its ink 1.22 times iOS's); the middle of those, so a regular
  /// resizable symbol draws Material's Light.
  static let resizableStrokeScale = 1.4

  /// The stroke of Material Symbols' named instances (Thin 100 … Bold 700) relative to Regular's,
  /// measured as the ink of its chevron at one size.
  static let relativeStroke: [(weight: Int, stroke: Double)] = [
    (100, 0.33), (200, 0.48), (300, 0.73), (400, 1.0), (500, 1.16), (600, 1.38), (700, 1.69),
  ]

  /// The weight to draw a glyph `inkScale` times larger in, so its strokes are as thick as
  /// `weight`'s at its own size: the named instance whose stroke, scaled, comes closest.
  static func strokeWeight(_ weight: FontWeight, inkScale: Double) -> FontWeight {
    guard inkScale != 1 else { return weight }
    let nearest = relativeStroke.min { abs($0.weight - weight.value) < abs($1.weight - weight.value) }
    let target = (nearest?.stroke ?? 1) / inkScale
    let best = relativeStroke.min { abs($0.stroke - target) < abs($1.stroke - target) }
    return best.map { FontWeight($0.weight) } ?? weight
  }

  /// The frame's width in points for a symbol of `name` in a `box`-point box (1.2 em at
  /// `.medium`), given its drawn ink's width: a measured glyph's ink and margins, else the box.
  static func width(name: String, inkWidth: Double?, box: Double) -> Double {
    guard inkScale[name] != nil, let inkWidth, inkWidth > 0 else { return box }
    return inkWidth + 2 * margin * box
  }
}
