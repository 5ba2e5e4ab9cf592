import CFreeType

/// One FreeType face of a font file, with the FreeType library it belongs to: what a
/// ``FontFace`` reads its names and glyph outlines through. A face opens one at load (for its
/// names and weight), lets it go, and opens it again at its first outline, so faces a render
/// never draws from hold no FreeType memory. Not thread-safe: its owner serializes every use.
final class FreeTypeFace {
  let library: FT_Library
  let face: FT_Face
  /// The pixels per em of the color bitmap strike selected (the largest); 0 for outline fonts.
  let strikePPEM: Double
  /// Whether the face has scalable outlines.
  let isScalable: Bool

  /// The `FILL` axis tag (Material Symbols: 0 outlined, 1 filled).
  static let fillAxis: FT_ULong = 0x4649_4C4C

  /// Opens face `index` at named instance `instance` (0 for none) of `data`; `filled` sets a
  /// variable font's `FILL` axis to 1.
  /// - Throws: the problem, in words, when FreeType cannot read it or it is neither an outline
  ///   font nor a color bitmap font.
  init(data: FontFileData, index: Int, instance: Int, filled: Bool = false) throws(FreeTypeError) {
    var lib: FT_Library? = nil
    guard FT_Init_FreeType(&lib) == 0, let library = lib else {
      throw FreeTypeError("FreeType could not start")
    }
    var faceOut: FT_Face? = nil
    let err = FT_New_Memory_Face(
      library, data.base.assumingMemoryBound(to: UInt8.self), FT_Long(data.count),
      FT_Long(instance << 16 | index),
      &faceOut)
    guard err == 0, let face = faceOut else {
      FT_Done_FreeType(library)
      throw FreeTypeError("FreeType error \(err)")
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
      throw FreeTypeError("not a scalable outline font or a color bitmap font")
    }
    if filled && !FreeTypeFace.set(axis: FreeTypeFace.fillAxis, to: 1, face: face, library: library) {
      FT_Done_Face(face)
      FT_Done_FreeType(library)
      throw FreeTypeError("the font has no FILL axis")
    }
    self.library = library
    self.face = face
    self.strikePPEM = strike
    self.isScalable = scalable
  }

  /// Closes the face and its library: the face a font opens at load to read its names is let go
  /// at once, and was kept by FreeType until the process ended (24 MB for the bundled fonts).
  deinit {
    FT_Done_Face(face)
    FT_Done_FreeType(library)
  }

  /// Sets one axis of a variable face, keeping the others where the face has them; false when
  /// the face has no such axis.
  private static func set(axis tag: FT_ULong, to value: Double, face: FT_Face, library: FT_Library) -> Bool {
    var mmOut: UnsafeMutablePointer<FT_MM_Var>? = nil
    guard FT_Get_MM_Var(face, &mmOut) == 0, let mm = mmOut else { return false }
    defer { FT_Done_MM_Var(library, mm) }
    let n = Int(mm.pointee.num_axis)
    guard n > 0, let axes = mm.pointee.axis, let a = (0..<n).first(where: { axes[$0].tag == tag }) else {
      return false
    }
    var coords = [FT_Fixed](repeating: 0, count: n)
    guard FT_Get_Var_Design_Coordinates(face, FT_UInt(n), &coords) == 0 else { return false }
    coords[a] = FT_Fixed(value * 65536)
    return FT_Set_Var_Design_Coordinates(face, FT_UInt(n), &coords) == 0
  }

  /// The family name, such as "Inter".
  var family: String { face.pointee.family_name.map { String(cString: $0) } ?? "Unknown" }
  /// The style name, such as "Semi Bold Italic".
  var styleName: String { face.pointee.style_name.map { String(cString: $0) } ?? "Regular" }
  /// Whether the face is italic or oblique.
  var isItalic: Bool { face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0 }
  /// The number of glyphs.
  var glyphCount: Int { Int(face.pointee.num_glyphs) }

  /// The weight: a named instance's `wght` coordinate, else the OS/2 table's weight class, else 400.
  func weight(instance: Int) -> Int {
    if instance > 0, let w = instanceWeight(instance) { return w }
    if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
      os2.pointee.usWeightClass > 0
    {
      return Int(os2.pointee.usWeightClass)
    }
    return 400
  }

  /// The `wght` coordinate of a named instance (1-based), or nil when the font has no weight axis.
  private func instanceWeight(_ instance: Int) -> Int? {
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

  /// What a font file holds: one entry per face (more than one for a collection), with how many
  /// named instances it has (0 unless it is a variable font) and whether it has a `FILL` axis;
  /// empty when FreeType cannot read it.
  static func contents(of data: FontFileData) -> [(instances: Int, hasFillAxis: Bool)] {
    var lib: FT_Library? = nil
    guard FT_Init_FreeType(&lib) == 0, let library = lib else { return [] }
    defer { FT_Done_FreeType(library) }
    func open(_ index: Int) -> FT_Face? {
      var out: FT_Face? = nil
      let err = FT_New_Memory_Face(
        library, data.base.assumingMemoryBound(to: UInt8.self), FT_Long(data.count), FT_Long(index), &out)
      return err == 0 ? out : nil
    }
    func hasFill(_ face: FT_Face) -> Bool {
      var mmOut: UnsafeMutablePointer<FT_MM_Var>? = nil
      guard FT_Get_MM_Var(face, &mmOut) == 0, let mm = mmOut else { return false }
      defer { FT_Done_MM_Var(library, mm) }
      guard let axes = mm.pointee.axis else { return false }
      return (0..<Int(mm.pointee.num_axis)).contains { axes[$0].tag == fillAxis }
    }
    guard let first = open(0) else { return [] }
    let count = max(1, Int(first.pointee.num_faces))
    FT_Done_Face(first)
    var result: [(instances: Int, hasFillAxis: Bool)] = []
    for i in 0..<count {
      guard let f = open(i) else {
        result.append((0, false))
        continue
      }
      result.append((Int(f.pointee.style_flags >> 16), hasFill(f)))
      FT_Done_Face(f)
    }
    return result
  }
}

/// Why FreeType could not open a face, in words.
struct FreeTypeError: Error {
  let detail: String
  init(_ detail: String) { self.detail = detail }
}
