import Foundation
import TesseraText
import Testing

/// Loading fonts, matching faces and every bad input of the text engine.
@Suite struct FontLibraryTests {
  let fonts: FontLibrary

  init() throws { fonts = try FontLibrary.bundled() }

  func tempDir() throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tessera-fonts-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  @Test func bundledFamiliesAndMetrics() throws {
    #expect(fonts.families == ["Inter", "Material Icons", "Noto Sans Arabic", "Noto Sans Hebrew"])
    let inter = try fonts.face(family: "inter")
    #expect(inter.weight == .regular && !inter.isItalic && inter.unitsPerEm == 2816)
    #expect(inter.ascender == 0.96875)
    #expect(abs(inter.descender - 680.0 / 2816) < 1e-12)
  }

  @Test(arguments: [
    (400, false, "Regular"), (450, false, "Medium"), (500, false, "Medium"), (550, false, "Semi Bold"),
    (300, false, "Regular"), (100, false, "Regular"), (800, false, "Bold"), (900, true, "Bold Italic"),
    (500, true, "Medium Italic"), (400, true, "Italic"),
  ])
  func nearestWeightFollowsCSS(weight: Int, italic: Bool, style: String) throws {
    #expect(try fonts.face(family: "Inter", weight: FontWeight(weight), italic: italic).styleName == style)
  }

  @Test func italicFallsBackToUpright() throws {
    #expect(try fonts.face(family: "Noto Sans Hebrew", italic: true).isItalic == false)
  }

  @Test func fallbackChainOrder() throws {
    let chain = fonts.fallbackChain(for: try fonts.face(family: "Inter", weight: .bold))
    #expect(chain.map(\.family) == ["Inter", "Noto Sans Hebrew", "Noto Sans Arabic"])
    #expect(chain[1].weight == .bold)
  }

  @Test func unknownFamilyListsTheLoadedOnes() {
    #expect(throws: FontError.unknownFamily("Helvetica", available: fonts.families)) {
      try fonts.face(family: "Helvetica")
    }
    #expect(throws: FontError.self) {
      try TextLayout(text: "x", style: TextStyle(family: "Helvetica"), library: fonts)
    }
  }

  @Test(arguments: [0.0, -3.0, .nan, .infinity])
  func invalidFontSizes(size: Double) {
    #expect(throws: FontError.self) {
      try TextLayout(text: "x", style: TextStyle(size: size), library: fonts)
    }
  }

  @Test(arguments: [-1.0, .nan])
  func invalidWidths(width: Double) {
    #expect(throws: FontError.self) {
      try TextLayout(text: "x", style: TextStyle(), maxWidth: width, library: fonts)
    }
  }

  @Test func infiniteWidthMeansNoWrapping() throws {
    let l = try TextLayout(text: "a b c d e", style: TextStyle(), maxWidth: .infinity, library: fonts)
    #expect(l.lines.count == 1)
  }

  @Test func missingAndCorruptFontFiles() throws {
    let dir = try tempDir()
    let library = FontLibrary()
    #expect(throws: FontError.fileNotFound(path: dir + "/none.ttf")) {
      try library.add(fileAt: dir + "/none.ttf")
    }
    let bad = dir + "/bad.ttf"
    _ = FileManager.default.createFile(
      atPath: bad, contents: Data((0..<4000).map { UInt8(truncatingIfNeeded: $0 * 7) }))
    do {
      try library.add(fileAt: bad)
      Issue.record("a corrupt font loaded")
    } catch let e as FontError {
      guard case .unreadableFont(let path, _) = e else {
        Issue.record("expected unreadableFont, got \(e)")
        return
      }
      #expect(path == bad)
      #expect(e.description.hasPrefix(bad))
    }
    let truncated = dir + "/trunc.otf"
    let inter = try Data(
      contentsOf: URL(fileURLWithPath: FontLibrary.bundledFontsFolder() + "/Inter/Inter-Regular.otf"))
    _ = FileManager.default.createFile(atPath: truncated, contents: inter.prefix(2000))
    #expect(throws: FontError.self) { try library.add(fileAt: truncated) }
    #expect(library.faces.isEmpty)
    let empty = try tempDir()
    #expect(throws: FontError.noFontsInFolder(path: empty)) { try library.add(folderAt: empty) }
  }

  @Test func userFontsAreAdded() throws {
    let library = FontLibrary()
    let face = try library.add(fileAt: FontLibrary.bundledFontsFolder() + "/Noto/NotoSansHebrew-Bold.ttf")
    #expect(face.weight == .bold)
    #expect(try library.face(family: "Noto Sans Hebrew") == face)
  }

  @Test func iconsByName() throws {
    #expect(try fonts.iconCodepoint(named: "person") == "\u{E7FD}")
    let icon = try TextLayout.icon(named: "shopping_cart", size: 24, library: fonts)
    #expect(icon.lines[0].glyphs.count == 1)
    #expect(icon.size.height == 24)
    #expect(icon.size.width == 24)
    do {
      _ = try TextLayout.icon(named: "persn", size: 24, library: fonts)
      Issue.record("an unknown icon name was accepted")
    } catch let e as FontError {
      guard case .unknownIcon(let name, let suggestions) = e else {
        Issue.record("expected unknownIcon, got \(e)")
        return
      }
      #expect(name == "persn")
      #expect(suggestions.first == "person")
      #expect(e.description.contains("did you mean \"person\""))
    }
  }

  @Test func invalidUTF8IsReportedWithItsOffset() throws {
    #expect(try TextFile.decode(Array("héllo".utf8)) == "héllo")
    #expect(try TextFile.decode([0xEF, 0xBB, 0xBF] + Array("bom".utf8)) == "bom")
    #expect(throws: FontError.invalidUTF8(source: "t.txt", byteOffset: 3)) {
      try TextFile.decode(Array("abc".utf8) + [0xC3, 0x28] + Array("def".utf8), source: "t.txt")
    }
    #expect(throws: FontError.invalidUTF8(source: "data", byteOffset: 1)) {
      try TextFile.decode([0x61, 0xFF])
    }
    #expect(throws: FontError.self) { try TextFile.read(contentsOf: "/no/such/file.txt") }
  }

  @Test func controlAndOddCharactersDoNotTrap() throws {
    let text = "\u{0}\u{7}tab\there\u{200B}zw\u{FEFF}\u{202E}rlo\u{301}\u{FFFF}\u{10FFFF}"
    let l = try TextLayout(text: text, style: TextStyle(), maxWidth: 50, library: fonts)
    #expect(l.lines.count >= 1)
  }
}
