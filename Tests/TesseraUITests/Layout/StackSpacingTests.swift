import TesseraUI
import Testing

/// A stack with no explicit spacing puts between two views what their spacing preferences agree
/// on, as SwiftUI does (iOS 17 and later): 8 points between views that are not text, room for a
/// tenth of the line plus the line less its ascender above text, the larger of the line less its
/// cap height and a tenth plus the descender below it, the font's leading between two texts, and
/// nothing next to a spacer. Figures at 3x, where a text is as tall as its line rounded up to a
/// whole pixel; the system font is SF Pro's 0.952 / 0.241 em with a
/// 0.705 em cap height.
@Suite struct StackSpacingTests {
  /// The height of a view drawn at 3x.
  func height(_ view: some View) throws -> Double {
    let r = ImageRenderer(content: view)
    r.scale = 3
    return try r.render().displayList.size.height
  }

  /// `v` rounded up to a whole pixel at 3x.
  func pixelCeil(_ v: Double) -> Double { (v * 3 - 1e-9).rounded(.up) / 3 }

  /// A line of system text of `size` points: ascender, descender, cap height and line height.
  func metrics(_ size: Double) -> (ascender: Double, descender: Double, cap: Double, line: Double) {
    (0.952 * size, 0.241 * size, 0.705 * size, 1.193 * size)
  }

  var box: some View { Color.red.frame(width: 20, height: 10) }

  @Test func plainViewsAre8PointsApart() throws {
    #expect(
      abs(
        try height(
          VStack {
            box; box; box
          }) - 46) < 1e-9)
    #expect(
      abs(
        try height(
          VStack(spacing: 3) {
            box; box
          }) - 23) < 1e-9)
  }

  @Test func textBelowAPlainView() throws {
    // Home Assistant's `linkButton` (footnote, 12 pt at `.medium`) sits 4.6 pt below the 48-pt
    // button above it on iOS 26, not 8.
    let m = metrics(12)
    let above = pixelCeil(m.line * 0.1) + m.line - m.ascender
    let h = try height(
      VStack {
        box; Text("linkButton").font(.system(size: 12))
      })
    #expect(abs(h - (10 + above + pixelCeil(m.line))) < 0.01, "\(h)")
    #expect(abs(above - 4.56) < 0.01)
  }

  @Test func aPlainViewBelowText() throws {
    // Below 17-point text: the line and a tenth, less the cap height: 10.6 pt.
    let m = metrics(17)
    let below = max(pixelCeil(m.line * 0.1) + m.line - m.cap, pixelCeil(m.line * 0.1) + m.descender)
    let h = try height(
      VStack {
        Text("Title").font(.system(size: 17)); box
      })
    #expect(abs(h - (pixelCeil(m.line) + below + 10)) < 0.01, "\(h)")
    #expect(abs(below - 10.63) < 0.01, "\(below)")
  }

  @Test func twoTextsAreTheirLeadingApart() throws {
    // Two fixed-size system texts have no leading: they touch, as two lines of a paragraph.
    let m = metrics(17)
    let plain = try height(
      VStack {
        Text("One").font(.system(size: 17)); Text("Two").font(.system(size: 17))
      })
    #expect(abs(plain - 2 * pixelCeil(m.line)) < 0.01, "\(plain)")
    // Body text carries its style's leading (22 pt lines): about 1.7 pt, a whole pixel up.
    let body = try height(
      VStack {
        Text("One"); Text("Two")
      })
    #expect(abs(body - (2 * pixelCeil(m.line) + pixelCeil(22 - m.line))) < 0.01, "\(body)")
  }

  @Test func aFrameWithAHeightOrPaddingMakesTextPlain() throws {
    // A frame with a height: the text's own preferences are gone above and below (8 points).
    let framed = try height(
      VStack {
        box; Text("A").font(.system(size: 17)).frame(height: 30)
      })
    #expect(abs(framed - 48) < 1e-9, "\(framed)")
    // Horizontal padding keeps them on top: still 2.3 + 20.3 - 16.2 above the text.
    let m = metrics(17)
    let padded = try height(
      VStack {
        box; Text("A").font(.system(size: 17)).padding(.horizontal, 5)
      })
    #expect(
      abs(padded - (10 + pixelCeil(m.line * 0.1) + m.line - m.ascender + pixelCeil(m.line))) < 0.01,
      "\(padded)")
    // Padding on top: plain there.
    let top = try height(
      VStack {
        box; Text("A").font(.system(size: 17)).padding(.top, 2)
      })
    #expect(abs(top - (10 + 8 + 2 + pixelCeil(m.line))) < 0.01, "\(top)")
  }

  @Test func spacersTouchTheirNeighbours() throws {
    let h = try height(
      VStack {
        box; Spacer(minLength: 0); box
      }.frame(height: 20).fixedSize(horizontal: true, vertical: false))
    #expect(abs(h - 20) < 1e-9)
    // The spacer alone separates them: nothing but its length in between at the ideal size.
    let ideal = try height(
      VStack {
        box; Spacer(minLength: 5); box
      })
    #expect(abs(ideal - 25) < 1e-9, "\(ideal)")
  }

  @Test func symbolsAreSpacedLikeGlyphs() throws {
    // A row of text and a symbol is still text to the text below it (Home Assistant's
    // `CollapsibleView`: header and content baselines 21.3 pt apart on iOS, at 16 pt).
    let row = HStack {
      Text("Header")
      Spacer()
      Image(systemName: "chevron.down")
    }
    let withSymbol = try height(
      VStack(alignment: .leading) {
        row; Text("Content")
      })
    let m = metrics(17)
    let rowHeight = try height(row)
    #expect(
      abs(withSymbol - (rowHeight + pixelCeil(22 - m.line) + pixelCeil(m.line))) < 0.01, "\(withSymbol)")
    // Below a plain view, a symbol keeps its baseline's offset from its bottom: how far it hangs
    // below a plain view's bottom (a view's baseline) when their last baselines are aligned.
    let star = try height(Image(systemName: "star"))
    let hang =
      try height(
        HStack(alignment: .lastTextBaseline) {
          Color.red.frame(width: 1, height: 50); Image(systemName: "star")
        }) - 50
    #expect(hang > 0 && hang < star * 0.3, "\(hang) \(star)")
    let below = try height(
      VStack {
        box17; Image(systemName: "star")
      })
    #expect(abs(below - (10 + hang + star)) < 0.01, "\(below) \(hang) \(star)")
    // A resizable symbol is a plain view.
    let resizable = try height(
      VStack {
        box17; Image(systemName: "star").resizable().frame(width: 20, height: 20)
      })
    #expect(abs(resizable - (10 + 8 + 20)) < 0.01, "\(resizable)")
  }

  var box17: some View { Color.red.frame(width: 20, height: 10) }

  @Test func lazyStacksSpaceLikeStacks() throws {
    let m = metrics(12)
    let above = pixelCeil(m.line * 0.1) + m.line - m.ascender
    let lazy = try height(
      LazyVStack {
        box; Text("A").font(.system(size: 12)); box
      }.frame(width: 40))
    let eager = try height(
      VStack {
        box; Text("A").font(.system(size: 12)); box
      }.frame(width: 40))
    #expect(abs(lazy - eager) < 1e-9, "\(lazy) \(eager)")
    let below = max(pixelCeil(m.line * 0.1) + m.line - m.cap, pixelCeil(m.line * 0.1) + m.descender)
    #expect(abs(lazy - (20 + above + pixelCeil(m.line) + below)) < 0.01, "\(lazy)")
    // Explicit spacing is kept as given.
    let fixed = try height(
      LazyVStack(spacing: 3) {
        box; box
      }.frame(width: 40))
    #expect(abs(fixed - 23) < 1e-9, "\(fixed)")
  }

  @Test func stacksPassOnTheirEnds() throws {
    // A row of text is text at its top and bottom: 4.6 pt below the box, not 8.
    let m = metrics(12)
    let row = try height(
      VStack {
        box;
        HStack {
          Text("A").font(.system(size: 12)); box
        }
      })
    let above = pixelCeil(m.line * 0.1) + m.line - m.ascender
    #expect(abs(row - (10 + above + pixelCeil(m.line))) < 0.01, "\(row)")
    // An empty stack touches the view above it.
    let empty = try height(
      VStack {
        Text("A").font(.system(size: 12)); VStack {}
      })
    #expect(abs(empty - pixelCeil(m.line)) < 0.01, "\(empty)")
  }
}
