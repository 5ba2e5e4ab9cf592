import CFreeType
import CHarfBuzz
import Synchronization
import TesseraGeometry
import TesseraRaster
import TesseraSync

/// One loaded font face: its names, weight, style and metrics, its HarfBuzz font for shaping and
/// its FreeType face for glyph outlines.
///
/// Faces are loaded from bytes held in memory, never looked up on the system. Shaping is
/// thread-safe (HarfBuzz fonts are immutable once made); outline loading goes through a lock, and
/// every outline is converted once into a ``TesseraGeometry/Path`` in em units and cached.
public final class FontFace: @unchecked Sendable, Hashable, CustomStringConvertible {
  private static let nextID = Atomic<Int>(1)

  /// A process-wide unique number, used in cache keys.
  public let id: Int
  /// Where the face was loaded from.
  public let path: String
  /// The family name, such as "Inter".
  public let family: String
  /// The family name lowercased, for case-insensitive matching.
  let familyKey: String
  /// The style name, such as "Semi Bold Italic".
  public let styleName: String
  /// The weight from the OS/2 table (400 when the font does not say).
  public let weight: FontWeight
  /// Whether the face is italic or oblique.
  public let isItalic: Bool
  /// Font units per em.
  public let unitsPerEm: Int
  /// The hhea ascender, in ems (positive, above the baseline).
  public private(set) var ascender: Double
  /// The hhea descender, in ems (positive, below the baseline).
  public private(set) var descender: Double
  /// The hhea line gap, in ems.
  public private(set) var lineGap: Double
  /// The height of capital letters above the baseline, in ems (OS/2 `sCapHeight`; 0.7 when the
  /// font does not say).
  public private(set) var capHeight: Double
  /// The number of glyphs.
  public let glyphCount: Int

  /// The HarfBuzz font, made at the first use: a retained `HarfBuzzFont`'s address, 0 until
  /// made, published once with a compare-and-exchange.
  private let harfBuzzState = Atomic<UInt>(0)
  /// The file's bytes, kept alive while the face is.
  private let data: FontFileData
  /// Which face of the file (0 unless it is a collection).
  public let faceIndex: Int
  /// Which named instance of a variable font (1-based), 0 for a static font.
  public let namedInstance: Int
  /// Whether the face is a variable font's `FILL` axis at 1.
  public let isFilled: Bool
  /// The slant an upright face is drawn with to stand in for an italic its family lacks (x moves
  /// right by this much per unit of height above the baseline); 0 for a face as designed.
  public let syntheticSlant: Double

  /// The slant of a synthesized italic: tan 14°, the oblique angle CSS and WebKit use.
  static let obliqueSlant = 0.24932800284318068

  /// The same face drawn slanted, standing in for the italic its family lacks (as Core Text
  /// synthesizes one): the same names, weight, metrics and advances, `isItalic` true, outlines
  /// sheared by ``syntheticSlant``.
  init(slanting upright: FontFace) {
    self.id = FontFace.nextID.wrappingAdd(1, ordering: .relaxed).oldValue
    self.path = upright.path
    self.family = upright.family
    self.familyKey = upright.familyKey
    self.styleName = upright.styleName + " (slanted)"
    self.isItalic = true
    self.weight = upright.weight
    self.unitsPerEm = upright.unitsPerEm
    self.ascender = upright.ascender
    self.descender = upright.descender
    self.lineGap = upright.lineGap
    self.capHeight = upright.capHeight
    self.glyphCount = upright.glyphCount
    self.hasColorBitmaps = upright.hasColorBitmaps
    self.strikePPEM = upright.strikePPEM
    self.data = upright.data
    self.faceIndex = upright.faceIndex
    self.namedInstance = upright.namedInstance
    self.isFilled = upright.isFilled
    self.syntheticSlant = FontFace.obliqueSlant
  }
  /// Outlines and color bitmaps read so far; its lock also serializes every use of the FreeType
  /// face.
  private let glyphs = Locked<GlyphState>(GlyphState())
  /// What the glyph lock guards: outlines and bitmaps read so far, and the FreeType face they
  /// are read through, opened at the first read.
  private struct GlyphState {
    var outlines: [UInt32: Path] = [:]
    var bitmaps: [UInt32: ColorGlyph?] = [:]
    var freeType: FreeTypeFace? = nil
    var freeTypeFailed = false
  }
  /// Whether the face draws color bitmaps (a CBDT emoji font) instead of outlines.
  public let hasColorBitmaps: Bool
  /// The pixels per em of the bitmap strike used (the largest); 0 for outline fonts.
  private let strikePPEM: Double

  /// A glyph of a color bitmap font: its premultiplied pixels and where they go, in ems from the
  /// pen position on the baseline (y down).
  public struct ColorGlyph: Sendable {
    /// The glyph's pixels at the font's strike size.
    public let image: TesseraRaster.Pixmap
    /// The left edge, in ems from the pen position.
    public let left: Double
    /// The top edge, in ems above the baseline.
    public let top: Double
    /// The width, in ems.
    public let width: Double
    /// The height, in ems.
    public let height: Double
  }

  /// Loads the first face of a font file's bytes (a private copy is kept).
  /// - Throws: ``FontError/unreadableFont(path:detail:)`` when FreeType or HarfBuzz cannot read it.
  public convenience init(bytes source: [UInt8], path: String) throws {
    guard source.count >= 12, let data = FontFileData(copying: source) else {
      throw FontError.unreadableFont(path: path, detail: "file too short")
    }
    try self.init(data: data, index: 0, instance: 0, path: path)
  }

  /// Loads face `index` of a file (0 unless it is a collection), at named instance `instance` of
  /// a variable font (1-based; 0 for the default outlines).
  /// `filled` sets the font's `FILL` axis to 1 (Material Symbols' filled icons); the face's
  /// family is then the font's with " Filled" after it.
  init(data: FontFileData, index: Int, instance: Int, filled: Bool = false, path: String) throws {
    guard data.count >= 12 else { throw FontError.unreadableFont(path: path, detail: "file too short") }
    let freeType: FreeTypeFace
    do {
      freeType = try FreeTypeFace(data: data, index: index, instance: instance, filled: filled)
    } catch {
      throw FontError.unreadableFont(path: path, detail: error.detail)
    }
    guard let harfBuzz = HarfBuzzFont(data: data, index: index, instance: instance, filled: filled) else {
      throw FontError.unreadableFont(path: path, detail: "HarfBuzz could not read it")
    }
    self.id = FontFace.nextID.wrappingAdd(1, ordering: .relaxed).oldValue
    self.path = path
    self.family = freeType.family + (filled ? " Filled" : "")
    self.familyKey = self.family.lowercased()
    self.styleName = freeType.styleName
    self.isItalic = freeType.isItalic
    self.weight = FontWeight(freeType.weight(instance: instance))
    self.unitsPerEm = harfBuzz.unitsPerEm
    self.ascender = harfBuzz.metric(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER)
    self.descender = -harfBuzz.metric(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER)
    self.lineGap = harfBuzz.metric(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP)
    let cap = harfBuzz.metric(HB_OT_METRICS_TAG_CAP_HEIGHT)
    self.capHeight = cap > 0 && cap.isFinite ? cap : 0.7
    self.glyphCount = freeType.glyphCount
    self.hasColorBitmaps = !freeType.isScalable
    self.strikePPEM = freeType.strikePPEM
    self.data = data
    self.faceIndex = index
    self.namedInstance = instance
    self.isFilled = filled
    self.syntheticSlant = 0
    // FreeType and HarfBuzz are let go here and made again at the first outline and the first
    // character lookup (see `FreeTypeFace` and `HarfBuzzFont`).
  }

  deinit {
    let made = harfBuzzState.load(ordering: .acquiring)
    if let raw = UnsafeRawPointer(bitPattern: made) { Unmanaged<HarfBuzzFont>.fromOpaque(raw).release() }
  }

  /// Replaces the face's line metrics (in ems); called only while its library is being set up,
  /// before any text uses it.
  func setLineMetrics(ascender: Double, descender: Double, lineGap: Double, capHeight: Double?) {
    self.ascender = ascender
    self.descender = descender
    self.lineGap = lineGap
    if let capHeight { self.capHeight = capHeight }
  }

  /// Whether the face has made its HarfBuzz font (at its first character lookup or shaping).
  var hasShapingFont: Bool { harfBuzzState.load(ordering: .acquiring) != 0 }

  /// The HarfBuzz font for shaping and character lookups, made at the first call; nil only if
  /// HarfBuzz cannot make it again (it made it at load).
  var hbFont: OpaquePointer? {
    let seen = harfBuzzState.load(ordering: .acquiring)
    if let raw = UnsafeRawPointer(bitPattern: seen) {
      return Unmanaged<HarfBuzzFont>.fromOpaque(raw).takeUnretainedValue().font
    }
    guard let made = HarfBuzzFont(data: data, index: faceIndex, instance: namedInstance, filled: isFilled)
    else {
      return nil
    }
    let retained = Unmanaged.passRetained(made)
    let address = UInt(bitPattern: retained.toOpaque())
    let (stored, current) = harfBuzzState.compareExchange(
      expected: 0, desired: address, ordering: .acquiringAndReleasing)
    if stored { return made.font }
    // Another thread made it first: use theirs.
    retained.release()
    guard let raw = UnsafeRawPointer(bitPattern: current) else { return nil }
    return Unmanaged<HarfBuzzFont>.fromOpaque(raw).takeUnretainedValue().font
  }

  /// The glyph the font's character map gives a Unicode scalar, or nil when it has none.
  public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
    var g: hb_codepoint_t = 0
    guard let font = hbFont, hb_font_get_nominal_glyph(font, scalar.value, &g) != 0, g != 0 else {
      return nil
    }
    return g
  }

  /// Whether the face has a glyph for the scalar.
  public func covers(_ scalar: Unicode.Scalar) -> Bool { glyph(for: scalar) != nil }

  /// A glyph's outline in ems, y down, origin on the baseline at the pen position: unhinted, as
  /// FreeType reads it in font units. Cached after the first call. An empty path for glyphs with
  /// no outline (spaces) or ids out of range.
  public func outline(glyph: UInt32) -> Path {
    glyphs.withLock { cache in
      if let p = cache.outlines[glyph] { return p }
      var p = hasColorBitmaps ? Path() : loadOutline(glyph, &cache)
      if syntheticSlant != 0 {
        // y grows downward: a point above the baseline (y < 0) moves right.
        p = p.applying(AffineTransform(a: 1, b: 0, c: -syntheticSlant, d: 1, tx: 0, ty: 0))
      }
      cache.outlines[glyph] = p
      return p
    }
  }

  /// A glyph of a color bitmap font, or nil for outline fonts and glyphs without a bitmap. Cached
  /// after the first call.
  public func colorGlyph(_ glyph: UInt32) -> ColorGlyph? {
    guard hasColorBitmaps else { return nil }
    return glyphs.withLock { cache in
      if let known = cache.bitmaps[glyph] { return known }
      let made = loadColorGlyph(glyph, &cache)
      cache.bitmaps[glyph] = made
      return made
    }
  }

  /// Called with the lock held: the FreeType face, opened at the first call (it opened at load,
  /// so it opens again; if it did not, the face draws no glyphs rather than trap).
  private func freeType(_ state: inout GlyphState) -> FreeTypeFace? {
    if let f = state.freeType { return f }
    guard !state.freeTypeFailed else { return nil }
    state.freeType = try? FreeTypeFace(
      data: data, index: faceIndex, instance: namedInstance, filled: isFilled)
    state.freeTypeFailed = state.freeType == nil
    return state.freeType
  }

  /// Called with the lock held: the strike's BGRA bitmap, as premultiplied RGBA.
  private func loadColorGlyph(_ glyph: UInt32, _ state: inout GlyphState) -> ColorGlyph? {
    guard let ftFace = freeType(&state)?.face else { return nil }
    guard Int(glyph) < glyphCount, strikePPEM > 0 else { return nil }
    // FT_LOAD_COLOR: the color bitmap, premultiplied BGRA.
    guard FT_Load_Glyph(ftFace, glyph, Int32(1 << 20)) == 0, let slot = ftFace.pointee.glyph else {
      return nil
    }
    let bitmap = slot.pointee.bitmap
    let width = Int(bitmap.width)
    let rows = Int(bitmap.rows)
    guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), width > 0, rows > 0,
      let buffer = bitmap.buffer
    else { return nil }
    let pitch = Int(bitmap.pitch)
    var rgba = [UInt8](repeating: 0, count: width * rows * 4)
    for y in 0..<rows {
      let row = buffer + y * pitch
      for x in 0..<width {
        let o = (y * width + x) * 4
        rgba[o] = row[x * 4 + 2]
        rgba[o + 1] = row[x * 4 + 1]
        rgba[o + 2] = row[x * 4]
        rgba[o + 3] = row[x * 4 + 3]
      }
    }
    guard let image = try? TesseraRaster.Pixmap(width: width, height: rows, premultipliedRGBA: rgba) else {
      return nil
    }
    let em = strikePPEM
    return ColorGlyph(
      image: image, left: Double(slot.pointee.bitmap_left) / em, top: Double(slot.pointee.bitmap_top) / em,
      width: Double(width) / em, height: Double(rows) / em)
  }

  /// Called with the lock held.
  private func loadOutline(_ glyph: UInt32, _ state: inout GlyphState) -> Path {
    guard let ftFace = freeType(&state)?.face else { return Path() }
    guard Int(glyph) < glyphCount else { return Path() }
    // FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP: the design outline, untouched.
    let flags: Int32 = (1 << 0) | (1 << 1) | (1 << 3)
    guard FT_Load_Glyph(ftFace, glyph, flags) == 0, let slot = ftFace.pointee.glyph,
      slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
    else { return Path() }
    let builder = OutlineBuilder(scale: 1 / Double(unitsPerEm))
    var funcs = FT_Outline_Funcs(
      move_to: { to, user in
        guard let to, let user else { return 1 }
        Unmanaged<OutlineBuilder>.fromOpaque(user).takeUnretainedValue().move(to.pointee)
        return 0
      },
      line_to: { to, user in
        guard let to, let user else { return 1 }
        Unmanaged<OutlineBuilder>.fromOpaque(user).takeUnretainedValue().line(to.pointee)
        return 0
      },
      conic_to: { c, to, user in
        guard let c, let to, let user else { return 1 }
        Unmanaged<OutlineBuilder>.fromOpaque(user).takeUnretainedValue().quad(c.pointee, to.pointee)
        return 0
      },
      cubic_to: { c1, c2, to, user in
        guard let c1, let c2, let to, let user else { return 1 }
        Unmanaged<OutlineBuilder>.fromOpaque(user).takeUnretainedValue().cubic(
          c1.pointee, c2.pointee, to.pointee)
        return 0
      },
      shift: 0, delta: 0)
    let user = Unmanaged.passUnretained(builder).toOpaque()
    let result = withUnsafeMutablePointer(to: &slot.pointee.outline) { outline in
      FT_Outline_Decompose(outline, &funcs, user)
    }
    builder.finish()
    return result == 0 ? builder.path : Path()
  }

  /// The face's family and style.
  public var description: String { "\(family) \(styleName)" }

  /// Faces are equal when they are the same loaded face.
  public static func == (a: FontFace, b: FontFace) -> Bool { a.id == b.id }

  /// Hashes the face's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Collects FreeType's outline callbacks into a path (font units → ems, y flipped).
final class OutlineBuilder {
  var path = Path()
  let scale: Double
  private var open = false

  init(scale: Double) { self.scale = scale }

  private func point(_ v: FT_Vector) -> Point { Point(x: Double(v.x) * scale, y: -Double(v.y) * scale) }

  func move(_ v: FT_Vector) {
    if open { path.closeSubpath() }
    path.move(to: point(v))
    open = true
  }
  func line(_ v: FT_Vector) { path.addLine(to: point(v)) }
  func quad(_ c: FT_Vector, _ v: FT_Vector) { path.addQuadCurve(to: point(v), control: point(c)) }
  func cubic(_ c1: FT_Vector, _ c2: FT_Vector, _ v: FT_Vector) {
    path.addCurve(to: point(v), control1: point(c1), control2: point(c2))
  }
  func finish() {
    if open { path.closeSubpath() }
    open = false
  }
}
