import Foundation
import TesseraSync

/// The fonts text can use: the bundled `Fonts/` folder and any files or folders a caller adds.
/// There is no system font lookup, ever, so text renders the same on every machine.
///
/// **Matching** (``face(family:weight:italic:)``) follows CSS: the style (italic or upright) is
/// matched first, falling back to the other; then the weight: for a wanted weight between 400 and
/// 500, heavier weights up to 500 are tried first, then lighter ones, then heavier than 500; for a
/// weight below 400, lighter ones first, then heavier; above 500, heavier first, then lighter.
///
/// **Fallback** (``fallbackChain(for:)``): a character the chosen face lacks is taken from the
/// first face that has it along: the requested face, then each family in ``fallbackFamilies``
/// (matched with the same weight and style rules), in order. A character no face covers is drawn
/// as the requested face's `.notdef` glyph (a visible box) and reported by the layout.
public final class FontLibrary: @unchecked Sendable {
  /// Every face loaded, in load order.
  public private(set) var faces: [FontFace] = []
  /// Every loaded family's name, lowercased.
  private var familyKeys: Set<String> = []
  /// The upright faces that have a slanted twin.
  private var slantedSources: Set<Int> = []
  /// Families tried, in order, for characters the requested face lacks. Default (all bundled):
  /// Inter (Latin, digits and punctuation for text set in another script's font), Noto Sans
  /// Hebrew, Arabic, Thai, Devanagari, Bengali and Tamil, then Noto Sans CJK SC, TC, HK, JP and KR —
  /// the CJK font of the text's language first (``fallbackChain(for:locale:)``), then Noto Color
  /// Emoji (emoji sequences are drawn whole from it).
  public var fallbackFamilies: [String] = [
    "Inter", "Noto Sans Hebrew", "Noto Sans Arabic", "Noto Sans Thai", "Noto Sans Devanagari",
    "Noto Sans Bengali", "Noto Sans Tamil", "Noto Sans CJK SC", "Noto Sans CJK TC", "Noto Sans CJK HK",
    "Noto Sans CJK JP", "Noto Sans CJK KR", "Noto Color Emoji",
  ]
  {
    didSet {
      chains.withLock { $0.removeAll() }
      layouts.withLock { $0 = LayoutCache() }
    }
  }
  /// The family icons are drawn from (its filled twin is this name with " Filled" after it).
  /// Default "Material Symbols Outlined".
  public var iconFamily = "Material Symbols Outlined" {
    didSet { layouts.withLock { $0 = LayoutCache() } }
  }
  /// Icon names and their code points, from `codepoints.txt` files beside icon fonts.
  public private(set) var iconCodepoints: [String: Unicode.Scalar] = [:]

  private struct FaceKey: Hashable {
    var family: String
    var weight: Int
    var italic: Bool
  }
  /// Lookups already answered; emptied whenever a face is added.
  private let matches = Locked<[FaceKey: FontFace]>([:])

  private struct ChainKey: Hashable {
    var face: FontFace
    var locale: String
  }
  /// Fallback chains already built (every paragraph asks for one); emptied whenever a face is
  /// added or ``fallbackFamilies`` changes.
  private let chains = Locked<[ChainKey: [FontFace]]>([:])

  /// Paragraphs already laid out with this library (see ``TextLayout/cached(text:style:maxWidth:library:)``),
  /// emptied whenever the library changes. At most ``layoutCacheLimit`` are kept, oldest out first.
  struct LayoutCache {
    struct Key: Hashable {
      var text: String
      var style: TextStyle
      var runs: [TextRun]
      var maxWidth: Double?
    }
    var layouts: [Key: TextLayout] = [:]
    var order: [Key] = []
  }
  let layouts = Locked(LayoutCache())
  /// The most paragraphs a library keeps laid out.
  static let layoutCacheLimit = 4096

  /// Creates an empty library (add fonts with ``add(fileAt:)`` and ``add(folderAt:)``).
  public init() {}

  /// The library of the bundled `Fonts/` folder, loaded once per process.
  /// - Throws: ``FontError/bundledFontsNotFound(searched:)`` or a font loading error.
  public static func bundled() throws -> FontLibrary {
    try bundledResult.get()
  }

  private static let bundledResult: Result<FontLibrary, FontError> = {
    do {
      let library = FontLibrary()
      try library.add(folderAt: try bundledFontsFolder())
      // The system font's lines are as tall as iOS's: SF Pro's line is 1.193 em (ascender 0.952,
      // descender 0.241), where Inter's hhea gives 1.210 em; one-line 17 pt text on iOS
      // references is 61 px tall at 3x (Inter's own metrics give 62). Its cap height, 0.705 em
      // (11.98 pt at 17 pt; Inter's is 0.727), sets the space stacks leave below text. Glyphs are
      // unchanged.
      for family in ["Inter", "Inter Display"] {
        library.setLineMetrics(
          family: family, ascender: 0.952, descender: 0.241, lineGap: 0, capHeight: 0.705)
      }
      return .success(library)
    } catch let e as FontError {
      return .failure(e)
    } catch {
      return .failure(.bundledFontsNotFound(searched: ["\(error)"]))
    }
  }()

  /// Where the bundled fonts are: `TESSERA_FONTS_DIR` if set, else `Fonts/` in the package
  /// checkout this module was built from, else `Fonts/` beside the running executable or one
  /// folder up.
  public static func bundledFontsFolder() throws -> String {
    var candidates: [String] = []
    if let env = ProcessInfo.processInfo.environment["TESSERA_FONTS_DIR"], !env.isEmpty {
      candidates.append(env)
    }
    let source = URL(fileURLWithPath: #filePath)
    candidates.append(
      source.deletingLastPathComponent().appendingPathComponent("../../Fonts").standardized.path)
    let exe = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").deletingLastPathComponent()
    candidates.append(exe.appendingPathComponent("Fonts").path)
    candidates.append(exe.appendingPathComponent("../Fonts").standardized.path)
    for c in candidates {
      var isDir: ObjCBool = false
      if FileManager.default.fileExists(atPath: c, isDirectory: &isDir), isDir.boolValue { return c }
    }
    throw FontError.bundledFontsNotFound(searched: candidates)
  }

  /// Loads one font file: every face of a collection (`.ttc`) and every named instance of a
  /// variable font (each a face with its instance's weight). The file is mapped, not read, and
  /// each face makes its FreeType and HarfBuzz objects at its first use: only the faces and
  /// tables a render uses take memory. Returns the first face loaded.
  /// - Throws: ``FontError/fileNotFound(path:)`` or ``FontError/unreadableFont(path:detail:)``.
  @discardableResult
  public func add(fileAt path: String) throws -> FontFace {
    guard FileManager.default.fileExists(atPath: path) else { throw FontError.fileNotFound(path: path) }
    guard let data = FontFileData(mapping: path) else {
      throw FontError.unreadableFont(path: path, detail: "cannot read the file")
    }
    let contents = FreeTypeFace.contents(of: data)
    guard !contents.isEmpty else {
      throw FontError.unreadableFont(path: path, detail: "FreeType cannot read it")
    }
    var added: [FontFace] = []
    for (index, (instances, hasFillAxis)) in contents.enumerated() {
      // A variable font with a FILL axis (Material Symbols) also gives filled twins, as a family
      // of their own ("… Filled").
      let fills = hasFillAxis ? [false, true] : [false]
      for filled in fills {
        for instance in instances == 0 ? [0] : Array(1...instances) {
          added.append(try FontFace(data: data, index: index, instance: instance, filled: filled, path: path))
        }
      }
    }
    data.releaseResidentPages()
    faces.append(contentsOf: added)
    for f in added { familyKeys.insert(f.familyKey) }
    addSlantedTwins()
    matches.withLock { $0.removeAll() }
    chains.withLock { $0.removeAll() }
    layouts.withLock { $0 = LayoutCache() }
    return added[0]
  }

  /// Loads every `.ttf`, `.otf` and `.ttc` file under a folder (recursively, in name order),
  /// and the icon tables (`codepoints.txt`) beside them.
  /// - Throws: ``FontError/fileNotFound(path:)``, ``FontError/noFontsInFolder(path:)``, or the
  ///   first file's loading error.
  public func add(folderAt path: String) throws {
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else {
      throw FontError.fileNotFound(path: path)
    }
    let files = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []).sorted()
    var loaded = 0
    for f in files {
      let ext = (f as NSString).pathExtension.lowercased()
      let full = path + "/" + f
      if ["ttf", "otf", "ttc"].contains(ext) {
        try add(fileAt: full)
        loaded += 1
      } else if (f as NSString).lastPathComponent == "codepoints.txt" {
        loadCodepoints(full)
      }
    }
    if loaded == 0 { throw FontError.noFontsInFolder(path: path) }
  }

  private func loadCodepoints(_ path: String) {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return }
    // Lines end in LF or CRLF (Google's files use both).
    for line in text.split(whereSeparator: \.isNewline) {
      let parts = line.split(separator: " ")
      guard parts.count == 2, let v = UInt32(parts[1], radix: 16), let s = Unicode.Scalar(v) else { continue }
      iconCodepoints[String(parts[0])] = s
    }
  }

  /// Gives every face of a family other line metrics, in ems (the ascender above the baseline,
  /// the descender below it, the gap between lines): for a family standing in for another whose
  /// lines are taller or shorter; `capHeight`, in ems, replaces the faces' own when given (nil:
  /// kept; a value that is not a positive finite number is ignored). Call it while setting the
  /// library up, before text is laid out with it on other threads; text laid out already keeps
  /// its lines.
  public func setLineMetrics(
    family: String, ascender: Double, descender: Double, lineGap: Double, capHeight: Double? = nil
  ) {
    guard ascender.isFinite, descender.isFinite, lineGap.isFinite, ascender + descender > 0 else { return }
    let cap = capHeight.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    let key = family.lowercased()
    for f in faces where f.familyKey == key {
      f.setLineMetrics(ascender: ascender, descender: descender, lineGap: lineGap, capHeight: cap)
    }
    layouts.withLock { $0 = LayoutCache() }
  }

  /// For every family with no italic face (Hebrew, Arabic, CJK, Thai…), a slanted twin of each
  /// upright face, so `italic` text in it is drawn oblique as iOS synthesizes it, not upright.
  /// Color fonts and icon fonts stay upright. Families that gain an italic file later keep their
  /// twins but match the real italic first (a twin only stands in).
  private func addSlantedTwins() {
    let italicFamilies = Set(faces.filter { $0.isItalic && $0.syntheticSlant == 0 }.map(\.familyKey))
    let icons = iconFamily.lowercased()
    let uprights = faces.filter {
      !$0.isItalic && !$0.hasColorBitmaps && !italicFamilies.contains($0.familyKey)
        && !$0.familyKey.hasPrefix(icons) && !slantedSources.contains($0.id)
    }
    guard !uprights.isEmpty else { return }
    for f in uprights { slantedSources.insert(f.id) }
    faces.append(contentsOf: uprights.map { FontFace(slanting: $0) })
  }

  /// Whether a family is loaded (case-insensitive).
  public func contains(family: String) -> Bool {
    familyKeys.contains(family.lowercased())
  }

  /// The family names loaded, sorted.
  public var families: [String] { Array(Set(faces.map(\.family))).sorted() }

  /// The best face of a family for a weight and style (see the type's summary).
  /// - Throws: ``FontError/unknownFamily(_:available:)``.
  public func face(family: String, weight: FontWeight = .regular, italic: Bool = false) throws -> FontFace {
    let key = FaceKey(family: family.lowercased(), weight: weight.value, italic: italic)
    if let hit = matches.withLock({ $0[key] }) { return hit }
    let candidates = faces.filter { $0.familyKey == key.family }
    guard !candidates.isEmpty else { throw FontError.unknownFamily(family, available: families) }
    var sameStyle = candidates.filter { $0.isItalic == italic }
    // A real italic beats a slanted stand-in.
    if sameStyle.contains(where: { $0.isItalic && $0.syntheticSlant == 0 }) {
      sameStyle.removeAll { $0.syntheticSlant != 0 }
    }
    let pool = sameStyle.isEmpty ? candidates : sameStyle
    let face = FontLibrary.nearest(weight.value, in: pool)
    matches.withLock { $0[key] = face }
    return face
  }

  static func nearest(_ w: Int, in pool: [FontFace]) -> FontFace {
    func rank(_ f: FontFace) -> (Int, Int) {
      let v = f.weight.value
      if v == w { return (0, 0) }
      if w >= 400 && w <= 500 {
        if v > w && v <= 500 { return (1, v - w) }
        if v < w { return (2, w - v) }
        return (3, v - w)
      }
      if w < 400 { return v < w ? (1, w - v) : (2, v - w) }
      return v > w ? (1, v - w) : (2, w - v)
    }
    return pool.min { rank($0) < rank($1) } ?? pool[0]
  }

  /// The faces tried in order for a requested face: the face itself, then each fallback family
  /// matched to its weight and style (families not loaded are skipped).
  public func fallbackChain(for face: FontFace, locale: String = "en_US") -> [FontFace] {
    let key = ChainKey(face: face, locale: locale)
    if let hit = chains.withLock({ $0[key] }) { return hit }
    var chain = [face]
    // Han characters are in all four CJK fonts, drawn as each language writes them: the text's
    // language goes first among them.
    let preferred = Self.cjkFamily(for: locale)
    var families = fallbackFamilies
    if let at = families.firstIndex(of: preferred),
      let firstCJK = families.firstIndex(where: { $0.hasPrefix("Noto Sans CJK") }), firstCJK < at
    {
      families.remove(at: at)
      families.insert(preferred, at: firstCJK)
    }
    for fam in families where fam.lowercased() != face.familyKey {
      if let f = try? self.face(family: fam, weight: face.weight, italic: face.isItalic) { chain.append(f) }
    }
    chains.withLock { $0[key] = chain }
    return chain
  }

  /// The bundled CJK family for a locale identifier: Japanese (ja) JP, Korean (ko) KR, Hong Kong
  /// and Macau Chinese (zh_HK, zh-Hant-HK, zh_MO) HK, other Traditional Chinese (zh-Hant, zh_TW)
  /// TC, any other SC.
  public static func cjkFamily(for locale: String) -> String {
    let id = locale.lowercased().replacingOccurrences(of: "-", with: "_")
    let parts = id.split(separator: "_")
    switch parts.first {
    case "ja": return "Noto Sans CJK JP"
    case "ko": return "Noto Sans CJK KR"
    case "zh":
      let rest = Set(parts.dropFirst())
      if !rest.isDisjoint(with: ["hk", "mo"]) && !rest.contains("hans") { return "Noto Sans CJK HK" }
      if rest.contains("hant") || !rest.isDisjoint(with: ["tw", "hk", "mo"]) && !rest.contains("hans") {
        return "Noto Sans CJK TC"
      }
      return "Noto Sans CJK SC"
    default: return "Noto Sans CJK SC"
    }
  }

  /// The code point of an icon by name, from the icon table.
  /// - Throws: ``FontError/unknownIcon(_:suggestions:)`` with the nearest known names.
  public func iconCodepoint(named name: String) throws -> Unicode.Scalar {
    if let s = iconCodepoints[name] { return s }
    throw FontError.unknownIcon(name, suggestions: nearestIconNames(to: name))
  }

  /// Up to three icon names closest to `name` by edit distance.
  public func nearestIconNames(to name: String, limit: Int = 3) -> [String] {
    let target = Array(name.lowercased().unicodeScalars)
    let maxDistance = max(2, target.count / 2)
    var scored: [(name: String, distance: Int)] = []
    for key in iconCodepoints.keys {
      let d = FontLibrary.editDistance(Array(key.unicodeScalars), target)
      if d <= maxDistance { scored.append((key, d)) }
    }
    scored.sort { a, b in a.distance != b.distance ? a.distance < b.distance : a.name < b.name }
    return scored.prefix(limit).map(\.name)
  }

  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var prev = Array(0...b.count)
    var cur = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      cur[0] = i
      for j in 1...b.count {
        cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&prev, &cur)
    }
    return prev[b.count]
  }
}
