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
    #expect(
      fonts.families == [
        "Inter", "Inter Display", "JetBrains Mono", "Material Symbols Outlined",
        "Material Symbols Outlined Filled", "Noto Color Emoji", "Noto Sans Arabic",
        "Noto Sans Bengali", "Noto Sans CJK HK", "Noto Sans CJK JP", "Noto Sans CJK KR", "Noto Sans CJK SC",
        "Noto Sans CJK TC", "Noto Sans Devanagari", "Noto Sans Hebrew", "Noto Sans Mono CJK HK",
        "Noto Sans Mono CJK JP", "Noto Sans Mono CJK KR", "Noto Sans Mono CJK SC", "Noto Sans Mono CJK TC",
        "Noto Sans Tamil", "Noto Sans Thai", "Noto Serif", "Nunito",
      ])
    let inter = try fonts.face(family: "inter")
    #expect(inter.weight == .regular && !inter.isItalic && inter.unitsPerEm == 2816)
    // The bundled library draws the system font's lines as tall as SF Pro's (1.193 em); a
    // library loading Inter itself keeps Inter's own hhea metrics.
    #expect(inter.ascender == 0.952 && inter.descender == 0.241 && inter.lineGap == 0)
    let own = try FontLibrary().add(fileAt: try FontLibrary.bundledFontsFolder() + "/Inter/Inter-Regular.otf")
    #expect(own.ascender == 0.96875)
    #expect(abs(own.descender - 680.0 / 2816) < 1e-12)
  }

  @Test(arguments: [
    (400, false, "Regular"), (450, false, "Medium"), (500, false, "Medium"), (550, false, "Semi Bold"),
    (300, false, "Light"), (100, false, "Thin"), (800, false, "Extra Bold"), (900, true, "Black Italic"),
    (350, false, "Light"), (850, false, "Black"), (250, true, "Extra Light Italic"),
    (500, true, "Medium Italic"), (400, true, "Italic"),
  ])
  func nearestWeightFollowsCSS(weight: Int, italic: Bool, style: String) throws {
    #expect(try fonts.face(family: "Inter", weight: FontWeight(weight), italic: italic).styleName == style)
  }

  @Test func italicIsSynthesizedWhereAFamilyHasNone() throws {
    // Hebrew has no italic: a slanted twin of the upright face stands in (14°, as WebKit and CSS).
    let hebrew = try fonts.face(family: "Noto Sans Hebrew", weight: .bold, italic: true)
    #expect(hebrew.isItalic && hebrew.weight == .bold && abs(hebrew.syntheticSlant - 0.2493) < 1e-4)
    let upright = try fonts.face(family: "Noto Sans Hebrew", weight: .bold)
    let g = try #require(upright.glyph(for: "ל"))
    let a = upright.outline(glyph: g).bounds
    let b = hebrew.outline(glyph: g).bounds
    #expect(b.maxX > a.maxX + 0.1 && abs(b.minY - a.minY) < 1e-9)
    // A family with italics uses them; emoji and icons are never slanted.
    #expect(try fonts.face(family: "Inter", italic: true).syntheticSlant == 0)
    #expect(try fonts.face(family: "Nunito", italic: true).syntheticSlant == 0)
    #expect(try !fonts.face(family: "Noto Color Emoji", italic: true).isItalic)
    #expect(try !fonts.face(family: "Material Symbols Outlined", italic: true).isItalic)
  }

  // Every bundled font is identified by its checksum (Fonts/SHA256SUMS), and no font file is
  // unlisted: the same glyphs on every machine.
  @Test func bundledFontsMatchTheirChecksums() throws {
    let folder = try FontLibrary.bundledFontsFolder()
    let sums = try String(contentsOfFile: folder + "/SHA256SUMS", encoding: .utf8)
    var listed: [String: String] = [:]
    for line in sums.split(separator: "\n") {
      let parts = line.split(separator: " ", maxSplits: 1)
      guard parts.count == 2 else { continue }
      listed[String(parts[1].trimmingCharacters(in: .whitespaces).dropFirst(2))] = String(parts[0])
    }
    let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter {
      ["ttf", "otf", "ttc"].contains(($0 as NSString).pathExtension.lowercased())
    }
    #expect(Set(files) == Set(listed.keys))
    let tool = ["/usr/bin/sha256sum", "/usr/bin/shasum"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
    let path = try #require(tool, "no sha256sum or shasum to check the fonts with")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = (path.hasSuffix("shasum") ? ["-a", "256"] : []) + files.sorted()
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    for line in output.split(separator: "\n") {
      let parts = line.split(separator: " ", maxSplits: 1)
      let name = parts[1].trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "*", with: "")
      #expect(listed[name] == String(parts[0]), "\(name) differs from Fonts/SHA256SUMS")
    }
  }

  @Test func fallbackChainOrder() throws {
    let chain = fonts.fallbackChain(for: try fonts.face(family: "Inter", weight: .bold))
    let scripts = [
      "Noto Sans Hebrew", "Noto Sans Arabic", "Noto Sans Thai", "Noto Sans Devanagari", "Noto Sans Bengali",
      "Noto Sans Tamil",
    ]
    #expect(
      chain.map(\.family)
        == ["Inter"] + scripts + [
          "Noto Sans CJK SC", "Noto Sans CJK TC", "Noto Sans CJK HK", "Noto Sans CJK JP", "Noto Sans CJK KR",
          "Noto Color Emoji",
        ])
    #expect(chain[1].weight == .bold)
    // The text's language puts its CJK font first; Inter serves text set in another script's font.
    let japanese = fonts.fallbackChain(for: try fonts.face(family: "Noto Sans Hebrew"), locale: "ja_JP")
    #expect(
      japanese.map(\.family)
        == ["Noto Sans Hebrew", "Inter"] + scripts.dropFirst()
        + [
          "Noto Sans CJK JP", "Noto Sans CJK SC", "Noto Sans CJK TC", "Noto Sans CJK HK", "Noto Sans CJK KR",
          "Noto Color Emoji",
        ])
    #expect(FontLibrary.cjkFamily(for: "zh-Hant") == "Noto Sans CJK TC")
    #expect(FontLibrary.cjkFamily(for: "zh_HK") == "Noto Sans CJK HK")
    #expect(FontLibrary.cjkFamily(for: "zh_Hans_HK") == "Noto Sans CJK SC")
    #expect(FontLibrary.cjkFamily(for: "ko_KR") == "Noto Sans CJK KR")
    #expect(FontLibrary.cjkFamily(for: "fr_FR") == "Noto Sans CJK SC")
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
    #expect(try fonts.iconCodepoint(named: "person") == "\u{F0D3}")
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
