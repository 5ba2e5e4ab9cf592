import CHarfBuzz

/// A run of scalars shaped with one face in one direction. Positions are in points.
struct ShapedRun {
  let faceIndex: Int
  /// Scalar indices of the paragraph.
  let range: Range<Int>
  let level: UInt8
  /// The index of the paragraph's ``TextRun`` the scalars belong to (0 for a one-style paragraph).
  var styleRun = 0
  var glyphs: [UInt32] = []
  /// The paragraph scalar index each glyph's cluster starts at.
  var clusters: [Int] = []
  var advances: [Double] = []
  var offsetsX: [Double] = []
  /// Down is positive.
  var offsetsY: [Double] = []

  var isRTL: Bool { level % 2 == 1 }

  /// Shapes `range` of `scalars` with HarfBuzz, passing the whole paragraph as context (so Arabic
  /// letters join across run boundaries).
  static func shape(
    _ scalars: [UInt32], range: Range<Int>, level: UInt8, face: FontFace, faceIndex: Int, size: Double,
    features: [FontFeature]
  ) -> ShapedRun {
    var run = ShapedRun(faceIndex: faceIndex, range: range, level: level)
    guard !range.isEmpty, let buffer = hb_buffer_create() else { return run }
    defer { hb_buffer_destroy(buffer) }
    scalars.withUnsafeBufferPointer { p in
      hb_buffer_add_codepoints(
        buffer, p.baseAddress, Int32(p.count), UInt32(range.lowerBound), Int32(range.count))
    }
    hb_buffer_set_direction(buffer, level % 2 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    hb_buffer_guess_segment_properties(buffer)
    var hbFeatures: [hb_feature_t] = features.compactMap { f in
      var feature = hb_feature_t()
      let text = f.description
      let ok = text.withCString { hb_feature_from_string($0, Int32(text.utf8.count), &feature) }
      return ok != 0 ? feature : nil
    }
    if let font = face.hbFont {
      hbFeatures.withUnsafeMutableBufferPointer { fp in
        hb_shape(font, buffer, fp.baseAddress, UInt32(fp.count))
      }
    }
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return run }
    let scale = size / Double(face.unitsPerEm)
    let n = Int(count)
    run.glyphs.reserveCapacity(n)
    for i in 0..<n {
      run.glyphs.append(infos[i].codepoint)
      run.clusters.append(Int(infos[i].cluster))
      run.advances.append(Double(positions[i].x_advance) * scale)
      run.offsetsX.append(Double(positions[i].x_offset) * scale)
      run.offsetsY.append(-Double(positions[i].y_offset) * scale)
    }
    return run
  }
}
