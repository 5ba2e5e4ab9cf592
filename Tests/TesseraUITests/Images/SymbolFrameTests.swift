import TesseraGeometry
import TesseraUI
import Testing

/// A symbol's image is as wide as SF Symbols makes it: about 1.2 em, and the chevrons and `xmark`
/// their ink plus a margin on each side, measured on iOS references.
@Suite struct SymbolFrameTests {
  func size(_ view: some View) throws -> Size { try ImageRenderer(content: view).displayList().size }

  /// The extent of the ink (alpha above half) of a view drawn at 3x, in points.
  func ink(_ view: some View) throws -> (width: Double, height: Double) {
    try SymbolInk.extent(view, threshold: 128)
  }

  /// Spezi's iOS 18 tile: `checkmark.circle.fill` at 28.9 pt is 34.3 pt wide (1.19 em), its
  /// ink 29: a symbol that was not measured narrower keeps the 1.2-em square box.
  @Test func aCircledSymbolKeepsTheSquareBox() throws {
    let circle = try size(Image(systemName: "checkmark.circle.fill").font(.system(size: 17)))
    #expect(abs(circle.width - 20.4) < 0.01 && abs(circle.height - 20.4) < 0.01, "\(circle)")
  }

  /// Home Assistant's iOS 18.2 collapsible view: `chevron.down` at 16 pt is 13.7 x 7.7 pt of
  /// ink, 2 pt from its frame's edges (Material's chevron was 9.6 pt wide in a 19.2-point box).
  @Test func aChevronIsSFsSizeWithItsMargins() throws {
    let chevron = Image(systemName: "chevron.down").font(.system(size: 16))
    let drawn = try ink(chevron)
    #expect(abs(drawn.width - 13.7) < 1.2 && abs(drawn.height - 7.7) < 0.7, "\(drawn)")
    let frame = try size(chevron)
    #expect(abs(frame.width - (drawn.width + 4)) < 0.7, "\(frame) \(drawn)")
    // Drawn larger, in a lighter weight, its ink is about iOS's 26 pt² (Material's regular
    // chevron drawn 1.42 times larger covered 38).
    let covered = try SymbolInk.coverage(chevron)
    #expect(covered > 24 && covered < 31, "\(covered)")
  }

  /// `xmark` at 16 pt is about 17 pt wide on iOS (12.3 pt of ink, 2.3 pt each side), not 19.2.
  @Test func anOpenGlyphIsItsInkAndMargins() throws {
    let xmark = try size(Image(systemName: "xmark").font(.system(size: 16)))
    #expect(xmark.width > 15.5 && xmark.width < 17.5 && xmark.height == 19.2, "\(xmark)")
  }

  /// A `Label`'s icon keeps the square box, so the titles of a column of labels line up.
  @Test func aLabelsIconKeepsTheSquareBox() throws {
    let narrow = try size(Label("A", systemImage: "chevron.right"))
    let wide = try size(Label("A", systemImage: "checkmark.circle.fill"))
    #expect(narrow.width == wide.width, "\(narrow) \(wide)")
  }
}
