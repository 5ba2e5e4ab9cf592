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
  public let ascender: Double
  /// The hhea descender, in ems (positive, below the baseline).
  public let descender: Double
  /// The hhea line gap, in ems.
  public let lineGap: Double
  /// The number of glyphs.
  public let glyphCount: Int

  let hbFont: OpaquePointer
  private let hbFace: OpaquePointer
  private let hbBlob: OpaquePointer
  private let ftLibrary: FT_Library
  private let ftFace: FT_Face
  /// The file's bytes, kept alive while the face is.
  private let data: FontFileData
  /// Which face of the file (0 unless it is a collection).
  public let faceIndex: Int
  /// Which named instance of a variable font (1-based), 0 for a static font.
  public let namedInstance: Int
  /// Outlines and color bitmaps read so far; its lock also serializes every use of the FreeType
  /// face.
  private let glyphs = Locked<(outlines: [UInt32: Path], bitmaps: [UInt32: ColorGlyph?])>(([:], [:]))
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
  init(data: FontFileData, index: Int, instance: Int, path: String) throws {
    guard data.count >= 12 else { throw FontError.unreadableFont(path: path, detail: "file too short") }
    var lib: FT_Library? = nil
    guard FT_Init_FreeType(&lib) == 0, let library = lib else {
      throw FontError.unreadableFont(path: path, detail: "FreeType could not start")
    }
    var faceOut: FT_Face? = nil
    let err = FT_New_Memory_Face(
      library, data.base.assumingMemoryBound(to: UInt8.self), FT_Long(data.count),
      FT_Long(instance << 16 | index),
      &faceOut)
    guard err == 0, let face = faceOut else {
      FT_Done_FreeType(library)
      throw FontError.unreadableFont(path: path, detail: "FreeType error \(err)")
    }
    let flags = face.pointee.face_flags
    let scalable = flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 && face.pointee.units_per_EM > 0
    // A color bitmap font (Noto Color Emoji's CBDT): drawn from its largest strike, scaled.
    var strike = 0.0
    if !scalable, flags & FT_Long(FT_FACE_FLAG_COLOR) != 0, face.pointee.num_fixed_sizes > 0,
      let sizes = face.pointee.available_sizes
    {
      var best = 0
      for i in 0..<Int(face.pointee.num_fixed_sizes) where sizes[i].y_ppem > sizes[best].y_ppem { best = i }
      if FT_Select_Size(face, FT_Int(best)) == 0 { strike = Double(sizes[best].y_ppem) / 64 }
    }
    guard scalable || strike > 0 else {
      FT_Done_Face(face)
      FT_Done_FreeType(library)
      throw FontError.unreadableFont(path: path, detail: "not a scalable outline font or a color bitmap font")
    }
    guard
      let blob = hb_blob_create(
        data.base.assumingMemoryBound(to: CChar.self), UInt32(data.count), HB_MEMORY_MODE_READONLY, nil, nil),
      let hface = hb_face_create(blob, UInt32(index)), let hfont = hb_font_create(hface)
    else {
      FT_Done_Face(face)
      FT_Done_FreeType(library)
      throw FontError.unreadableFont(path: path, detail: "HarfBuzz could not read it")
    }
    let upem = Int(hb_face_get_upem(hface))
    hb_font_set_scale(hfont, Int32(upem), Int32(upem))
    if instance > 0 { hb_font_set_var_named_instance(hfont, UInt32(instance - 1)) }
    func metric(_ tag: hb_ot_metrics_tag_t) -> Double {
      var v: hb_position_t = 0
      _ = hb_ot_metrics_get_position(hfont, tag, &v)
      return Double(v) / Double(upem)
    }
    self.id = FontFace.nextID.wrappingAdd(1, ordering: .relaxed).oldValue
    self.path = path
    self.family = face.pointee.family_name.map { String(cString: $0) } ?? "Unknown"
    self.familyKey = self.family.lowercased()
    self.styleName = face.pointee.style_name.map { String(cString: $0) } ?? "Regular"
    self.isItalic = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
    if instance > 0, let w = FontFace.instanceWeight(face, library: library, instance: instance) {
      self.weight = FontWeight(w)
    } else if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
      os2.pointee.usWeightClass > 0
    {
      self.weight = FontWeight(Int(os2.pointee.usWeightClass))
    } else {
      self.weight = .regular
    }
    self.unitsPerEm = upem
    self.ascender = metric(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER)
    self.descender = -metric(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER)
    self.lineGap = metric(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP)
    self.glyphCount = Int(face.pointee.num_glyphs)
    self.hasColorBitmaps = !scalable
    self.strikePPEM = strike
    self.hbBlob = blob
    self.hbFace = hface
    self.hbFont = hfont
    self.ftLibrary = library
    self.ftFace = face
    self.data = data
    self.faceIndex = index
    self.namedInstance = instance
  }

  /// The `wght` coordinate of a variable font's named instance (1-based), or nil when the font
  /// has no weight axis.
  private static func instanceWeight(_ face: FT_Face, library: FT_Library, instance: Int) -> Int? {
    var mmOut: UnsafeMutablePointer<FT_MM_Var>? = nil
    guard FT_Get_MM_Var(face, &mmOut) == 0, let mm = mmOut else { return nil }
    defer { FT_Done_MM_Var(library, mm) }
    let wght: FT_ULong = 0x7767_6874
    guard instance <= Int(mm.pointee.num_namedstyles), let axes = mm.pointee.axis,
      let styles = mm.pointee.namedstyle
    else { return nil }
    for a in 0..<Int(mm.pointee.num_axis) where axes[a].tag == wght {
      guard let coords = styles[instance - 1].coords else { return nil }
      return Int((Double(coords[a]) / 65536).rounded())
    }
    return nil
  }

  /// How many faces a font file holds (more than one for a collection) and, for each, how many
  /// named instances (0 unless it is a variable font).
  static func contents(of data: FontFileData) -> [Int] {
    var lib: FT_Library? = nil
    guard FT_Init_FreeType(&lib) == 0, let library = lib else { return [] }
    defer { FT_Done_FreeType(library) }
    func open(_ index: Int) -> FT_Face? {
      var out: FT_Face? = nil
      let err = FT_New_Memory_Face(
        library, data.base.assumingMemoryBound(to: UInt8.self), FT_Long(data.count), FT_Long(index), &out)
      return err == 0 ? out : nil
    }
    guard let first = open(0) else { return [] }
    let count = max(1, Int(first.pointee.num_faces))
    FT_Done_Face(first)
    var result: [Int] = []
    for i in 0..<count {
      guard let f = open(i) else {
        result.append(0)
        continue
      }
      result.append(Int(f.pointee.style_flags >> 16))
      FT_Done_Face(f)
    }
    return result
  }

  deinit {
    hb_font_destroy(hbFont)
    hb_face_destroy(hbFace)
    hb_blob_destroy(hbBlob)
    FT_Done_Face(ftFace)
    FT_Done_FreeType(ftLibrary)
  }

  /// The glyph the font's character map gives a Unicode scalar, or nil when it has none.
  public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
    var g: hb_codepoint_t = 0
    guard hb_font_get_nominal_glyph(hbFont, scalar.value, &g) != 0, g != 0 else { return nil }
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
      let p = hasColorBitmaps ? Path() : loadOutline(glyph)
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
      let made = loadColorGlyph(glyph)
      cache.bitmaps[glyph] = made
      return made
    }
  }

  /// Called with the lock held: the strike's BGRA bitmap, as premultiplied RGBA.
  private func loadColorGlyph(_ glyph: UInt32) -> ColorGlyph? {
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
  private func loadOutline(_ glyph: UInt32) -> Path {
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
