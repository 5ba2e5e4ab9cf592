import Foundation
import TesseraPNG
import TesseraRaster
import Testing

@testable import TesseraUI

/// Asset catalogs and string tables read at run time (`Sources/TesseraUI/Resources/`): image sets
/// by scale and appearance, color sets with a dark appearance, string catalogs and `.strings`
/// tables by locale, and the warnings for what is missing.
@Suite struct ResourceTests {
  /// A bundle folder with an asset catalog and string tables, made for the test.
  final class Fixture {
    let folder: URL
    var bundle: Bundle { Bundle(path: folder.path) ?? Bundle.main }

    init() throws {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "tessera-resources-\(UUID().uuidString)")
      let files = FileManager.default
      let assets = folder.appendingPathComponent("Assets.xcassets")
      let dot = assets.appendingPathComponent("Icons/Dot.imageset")
      try files.createDirectory(at: dot, withIntermediateDirectories: true)
      // A namespace folder: the set is "Icons/Dot".
      try Data(#"{"properties": {"provides-namespace": true}}"#.utf8)
        .write(to: assets.appendingPathComponent("Icons/Contents.json"))
      func png(_ side: Int, _ color: PremultipliedColor, _ name: String) throws {
        let p = try Pixmap(width: side, height: side, fill: color)
        try Data(try PNG.encode(p)).write(to: dot.appendingPathComponent(name))
      }
      try png(4, PremultipliedColor(r: 255, g: 0, b: 0, a: 255), "dot@2x.png")
      try png(6, PremultipliedColor(r: 0, g: 255, b: 0, a: 255), "dot@3x.png")
      try png(4, PremultipliedColor(r: 0, g: 0, b: 255, a: 255), "dot-dark@2x.png")
      try Data(
        """
        {"images": [
          {"filename": "dot@2x.png", "idiom": "universal", "scale": "2x"},
          {"filename": "dot@3x.png", "idiom": "universal", "scale": "3x"},
          {"filename": "dot-dark@2x.png", "idiom": "universal", "scale": "2x",
           "appearances": [{"appearance": "luminosity", "value": "dark"}]},
          {"idiom": "universal", "scale": "1x"}
        ], "info": {"author": "xcode", "version": 1}}
        """.utf8
      ).write(to: dot.appendingPathComponent("Contents.json"))
      let brand = assets.appendingPathComponent("Brand.colorset")
      try files.createDirectory(at: brand, withIntermediateDirectories: true)
      try Data(
        """
        {"colors": [
          {"idiom": "universal", "color": {"color-space": "srgb",
            "components": {"red": "0x33", "green": "0x66", "blue": "0x99", "alpha": "1.000"}}},
          {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
           "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "0.500", "blue": "0.000", "alpha": "1.000"}}}
        ], "info": {"author": "xcode", "version": 1}}
        """.utf8
      ).write(to: brand.appendingPathComponent("Contents.json"))
      try Data(
        """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Hello, %@!": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Hallo, %@!"}}}},
          "%lld items": {"localizations": {
            "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld item"}},
                                             "other": {"stringUnit": {"state": "translated", "value": "%lld items"}}}}},
            "de": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld Artikel"}},
                                             "other": {"stringUnit": {"state": "translated", "value": "%lld Artikel insgesamt"}}}}}}},
          "%@ of %@": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "%2$@ hat %1$@"}}}},
          "**Save** now": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Jetzt **sichern**"}}}},
          "Only English": {}
        }}
        """.utf8
      ).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
      let fr = folder.appendingPathComponent("fr.lproj")
      try files.createDirectory(at: fr, withIntermediateDirectories: true)
      // UTF-16 with a byte-order mark, comments and escapes, as Xcode writes older tables.
      let table =
        "/* A comment */\n\"Hello, %@!\" = \"Bonjour, %@ !\";\n// another\n\"Quote\" = \"Il a dit \\\"oui\\\"\\n\";\n"
      var utf16 = Data([0xFF, 0xFE])
      for unit in table.utf16 { utf16.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
      try utf16.write(to: fr.appendingPathComponent("Localizable.strings"))
    }

    deinit { try? FileManager.default.removeItem(at: folder) }
  }

  func render<V: View>(_ view: V, scale: Double = 2, dark: Bool = false, locale: String = "en_US") throws
    -> RenderOutput
  {
    let r = ImageRenderer(content: view)
    r.scale = scale
    r.environment.colorScheme = dark ? .dark : .light
    r.environment.locale = Locale(identifier: locale)
    return try r.render()
  }

  @Test func imageSetsPickTheScaleAndTheAppearance() throws {
    let f = try Fixture()
    let image = Image("Icons/Dot", bundle: f.bundle)
    let two = try render(image, scale: 2)
    #expect(two.displayList.size == Size(width: 2, height: 2), "a 2x file of 4 px is 2 pt")
    #expect(try two.pixmap().pixel(x: 1, y: 1) == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
    let three = try render(image, scale: 3)
    #expect(three.displayList.size == Size(width: 2, height: 2))
    #expect(try three.pixmap().pixel(x: 1, y: 1) == PremultipliedColor(r: 0, g: 255, b: 0, a: 255))
    let dark = try render(image, scale: 2, dark: true)
    #expect(try dark.pixmap().pixel(x: 1, y: 1) == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
    // Dark at 3x has no file of its own: the dark 2x one, scaled.
    let darkThree = try render(image, scale: 3, dark: true)
    #expect(try darkThree.pixmap().pixel(x: 3, y: 3) == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
    #expect(two.warnings.isEmpty, "\(two.warnings)")
  }

  @Test func aMissingImageIsAPlaceholderAndAWarningNamingIt() throws {
    let f = try Fixture()
    let out = try render(Image("Nowhere", bundle: f.bundle))
    #expect(out.warnings.contains { $0.contains("\"Nowhere\"") && $0.contains("asset catalog") })
  }

  @Test func colorSetsHaveTheirDarkAppearance() throws {
    let f = try Fixture()
    let brand = Color("Brand", bundle: f.bundle)
    var light = EnvironmentValues()
    light.colorScheme = .light
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    #expect(brand.resolve(in: light) == Color.Resolved(r8: 0x33, g8: 0x66, b8: 0x99, a8: 255))
    let d = brand.resolve(in: dark)
    #expect(abs(d.red - 1) < 1e-6 && abs(d.green - 0.5) < 1e-6 && d.blue == 0)
  }

  @Test func displayP3ColorsBecomeSRGB() {
    let red = AssetColorSet.displayP3ToSRGB((1, 0, 0))
    // P3's red lies outside sRGB: clipped to sRGB red's channels, green and blue at 0.
    #expect(red.0 >= 0.99 && red.1 < 0.01 && red.2 < 0.01)
    let gray = AssetColorSet.displayP3ToSRGB((0.5, 0.5, 0.5))
    #expect(abs(gray.0 - 0.5) < 1e-3 && abs(gray.1 - 0.5) < 1e-3 && abs(gray.2 - 0.5) < 1e-3)
  }

  /// The text a render draws, from its accessibility records.
  func texts(_ out: RenderOutput) -> String { out.displayList.dump }

  @Test func textIsLookedUpByItsKeyWithItsValuesAsSpecifiers() throws {
    let f = try Fixture()
    let name = "Ada"
    let greeting = Text("Hello, \(name)!", bundle: f.bundle)
    #expect(texts(try render(greeting, locale: "de_DE")).contains("Hallo, Ada!"))
    #expect(texts(try render(greeting, locale: "fr_FR")).contains("Bonjour, Ada !"))
    #expect(texts(try render(greeting, locale: "en_US")).contains("Hello, Ada!"))
    // Plural forms by the count; positional specifiers; Markdown in the translation.
    let one = 1
    let three = 3
    #expect(texts(try render(Text("\(one) items", bundle: f.bundle), locale: "en_US")).contains("1 item\""))
    #expect(
      texts(try render(Text("\(three) items", bundle: f.bundle), locale: "de")).contains(
        "3 Artikel insgesamt"))
    #expect(texts(try render(Text("\(one) items", bundle: f.bundle), locale: "de_AT")).contains("1 Artikel"))
    let (a, b) = ("a car", "Ada")
    #expect(texts(try render(Text("\(a) of \(b)", bundle: f.bundle), locale: "de")).contains("Ada hat a car"))
    let saved = try render(Text("**Save** now", bundle: f.bundle).italic(), locale: "de")
    #expect(texts(saved).contains("Jetzt sichern"), "\(texts(saved))")
    // An integer is formatted in the locale, with its grouping separators, as `%lld` is; the key
    // still has `%lld` and its count still picks the plural form.
    let many = 12_500
    #expect(
      texts(try render(Text("\(many) items", bundle: f.bundle), locale: "en_US")).contains("12,500 items"))
    #expect(
      texts(try render(Text("\(many) items", bundle: f.bundle), locale: "de_DE")).contains(
        "12.500 Artikel insgesamt"))
    let year = 2024
    #expect(texts(try render(Text("\(year)"), locale: "en_US")).contains("\"2,024\""))
    let small = -999
    #expect(texts(try render(Text("\(small)"), locale: "en_US")).contains("\"-999\""))
  }

  @Test func aKeyTheTablesLackIsShownWithAWarning() throws {
    let f = try Fixture()
    let missing = try render(Text("Not in any table", bundle: f.bundle), locale: "de_DE")
    #expect(texts(missing).contains("Not in any table"))
    #expect(
      missing.warnings.contains { $0.contains("\"Not in any table\" is in no Localizable string table") })
    let untranslated = try render(Text("Only English", bundle: f.bundle), locale: "de_DE")
    #expect(untranslated.warnings.contains { $0.contains("has no de text") })
    // English is the catalog's source language: its text is the key, no warning.
    #expect(try render(Text("Only English", bundle: f.bundle), locale: "en_GB").warnings.isEmpty)
    // A key in an app with no tables at all: no warning.
    #expect(try render(Text("Plain")).warnings.isEmpty)
  }

  @Test func stringLocalizedReadsTheTablesToo() throws {
    let f = try Fixture()
    let name = "Ada"
    #expect(
      String(localized: "Hello, \(name)!", bundle: f.bundle, locale: Locale(identifier: "de_DE"))
        == "Hallo, Ada!")
    #expect(
      String(localized: "Quote", bundle: f.bundle, locale: Locale(identifier: "fr")) == "Il a dit \"oui\"\n")
    #expect(
      String(localized: "Hello, \(name)!", bundle: f.bundle, locale: Locale(identifier: "ja"))
        == "Hello, Ada!")
  }

  @Test func aPreviewFindsItsTargetsResourcesFromItsSourceFile() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tessera-target-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let target = root.appendingPathComponent("Sources/Cards")
    try FileManager.default.createDirectory(
      at: target.appendingPathComponent("Resources/Media.xcassets"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: target.appendingPathComponent("Views"), withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: target.appendingPathComponent("Localizable.xcstrings"))
    let file = target.appendingPathComponent("Views/Card.swift").path
    let folders = SourceResources.folders(forSource: file)
    #expect(folders == [target.path, target.appendingPathComponent("Resources").path])
  }

  private struct Greeter: View {
    let bundle: Bundle
    var body: some View {
      let name = "Ada"
      // Localized into the locale of the render it is drawn in.
      Text(verbatim: String(localized: "Hello, \(name)!", bundle: bundle))
    }
  }

  @Test func stringLocalizedInABodyFollowsTheRendersLocale() throws {
    let f = try Fixture()
    #expect(texts(try render(Greeter(bundle: f.bundle), locale: "de_DE")).contains("Hallo, Ada!"))
    #expect(texts(try render(Greeter(bundle: f.bundle), locale: "fr_FR")).contains("Bonjour, Ada !"))
    #expect(texts(try render(Greeter(bundle: f.bundle), locale: "en_US")).contains("Hello, Ada!"))
  }
}
