import Foundation
import Testing

@testable import TesseraText

/// Fonts cost memory only when text uses them: files are mapped, and a face makes its HarfBuzz
/// and FreeType objects at its first use.
@Suite struct FontLoadingTests {
  @Test func facesAreMadeWhenTextUsesThem() throws {
    let fonts = FontLibrary()
    try fonts.add(folderAt: try FontLibrary.bundledFontsFolder())
    #expect(fonts.faces.allSatisfy { !$0.hasShapingFont })
    _ = try TextLayout(text: "Hello", style: TextStyle(), library: fonts)
    let inter = try fonts.face(family: "Inter")
    #expect(inter.hasShapingFont)
    // Latin text never asks the CJK, emoji or script fonts for anything.
    let used = fonts.faces.filter(\.hasShapingFont).map(\.family)
    #expect(Set(used) == ["Inter"], "\(used)")
    _ = try TextLayout(text: "Hello 漢字", style: TextStyle(locale: "ja_JP"), library: fonts)
    #expect(try fonts.face(family: "Noto Sans CJK JP").hasShapingFont)
    #expect(try !fonts.face(family: "Noto Sans CJK KR").hasShapingFont)
  }

  @Test func aFaceMadeAgainDrawsTheSameOutlines() throws {
    // Two libraries, two loads of one file: the same glyph outline, the same metrics.
    let folder = try FontLibrary.bundledFontsFolder()
    let a = try FontLibrary().add(fileAt: folder + "/Inter/Inter-Regular.otf")
    let b = try FontLibrary().add(fileAt: folder + "/Inter/Inter-Regular.otf")
    let g = try #require(a.glyph(for: "g"))
    #expect(a.outline(glyph: g) == b.outline(glyph: g))
    #expect(a.ascender == b.ascender && a.unitsPerEm == 2816)
  }
}
