/// The few Unicode properties the layout needs, by code point range.
enum CharacterClass {
  static func isMark(_ s: Unicode.Scalar) -> Bool {
    if s.value < 0x300 { return false }
    switch s.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .spacingMark: return true
    default: return s.value == 0x200D || (0xFE00...0xFE0F).contains(s.value)
    }
  }

  static func isMandatoryBreak(_ s: Unicode.Scalar) -> Bool {
    s.value == 0x0A || s.value == 0x0D || s.value == 0x2028 || s.value == 0x2029 || s.value == 0x0B
      || s.value == 0x0C || s.value == 0x85
  }

  static func isSpace(_ s: Unicode.Scalar) -> Bool {
    s.value == 0x20 || s.value == 0x09 || s.value == 0x3000 || (0x2000...0x200A).contains(s.value)
      || s.value == 0x205F
  }

  /// Characters with no glyph of their own that need none (controls, joiners).
  static func isInvisible(_ s: Unicode.Scalar) -> Bool {
    let v = s.value
    return v < 0x20 || (0x7F...0x9F).contains(v) || (0x200B...0x200F).contains(v)
      || (0x202A...0x202E).contains(v)
      || (0x2060...0x206F).contains(v) || v == 0xFEFF || (0xFE00...0xFE0F).contains(v)
  }
}
