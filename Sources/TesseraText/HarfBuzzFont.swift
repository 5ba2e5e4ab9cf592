import CHarfBuzz

/// One HarfBuzz font of a face of a font file (blob, face and font at one unit per font unit, at
/// the face's named instance): what a ``FontFace`` shapes and maps characters through. Made at
/// load for the face's metrics, let go, and made again at the face's first character lookup, so
/// faces a render never uses hold no HarfBuzz memory. Thread-safe once made (HarfBuzz fonts are
/// immutable).
final class HarfBuzzFont: @unchecked Sendable {
  let blob: OpaquePointer
  let face: OpaquePointer
  let font: OpaquePointer
  /// Font units per em.
  let unitsPerEm: Int

  /// Makes the font of face `index` at named instance `instance` (0 for none), its `FILL` axis
  /// at 1 when `filled`; nil when HarfBuzz cannot read it.
  init?(data: FontFileData, index: Int, instance: Int, filled: Bool = false) {
    guard
      let blob = hb_blob_create(
        data.base.assumingMemoryBound(to: CChar.self), UInt32(data.count), HB_MEMORY_MODE_READONLY, nil, nil)
    else { return nil }
    guard let face = hb_face_create(blob, UInt32(index)) else {
      hb_blob_destroy(blob)
      return nil
    }
    guard let font = hb_font_create(face) else {
      hb_face_destroy(face)
      hb_blob_destroy(blob)
      return nil
    }
    let upem = Int(hb_face_get_upem(face))
    hb_font_set_scale(font, Int32(upem), Int32(upem))
    if instance > 0 { hb_font_set_var_named_instance(font, UInt32(instance - 1)) }
    if filled { HarfBuzzFont.fill(font, face: face, instance: instance) }
    self.blob = blob
    self.face = face
    self.font = font
    self.unitsPerEm = upem
  }

  deinit {
    hb_font_destroy(font)
    hb_face_destroy(face)
    hb_blob_destroy(blob)
  }

  /// Sets the `FILL` axis to 1, every other axis where the named instance (or the default) has it.
  private static func fill(_ font: OpaquePointer, face: OpaquePointer, instance: Int) {
    var count = hb_ot_var_get_axis_count(face)
    guard count > 0 else { return }
    var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(count))
    _ = hb_ot_var_get_axis_infos(face, 0, &count, &infos)
    var coords = infos.prefix(Int(count)).map(\.default_value)
    if instance > 0 {
      var n = UInt32(coords.count)
      _ = hb_ot_var_named_instance_get_design_coords(face, UInt32(instance - 1), &n, &coords)
    }
    let fillTag: hb_tag_t = 0x4649_4C4C
    var variations = (0..<coords.count).map { i in
      hb_variation_t(tag: infos[i].tag, value: infos[i].tag == fillTag ? 1 : coords[i])
    }
    hb_font_set_variations(font, &variations, UInt32(variations.count))
  }

  /// A metric in ems (hhea, or OS/2's typographic metrics where the font asks for them).
  func metric(_ tag: hb_ot_metrics_tag_t) -> Double {
    var v: hb_position_t = 0
    _ = hb_ot_metrics_get_position(font, tag, &v)
    return Double(v) / Double(max(1, unitsPerEm))
  }
}
