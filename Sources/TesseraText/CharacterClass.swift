/// The few Unicode properties the layout needs, by code point range.
enum CharacterClass {
  /// Bidirectional type, reduced to what the supported bidi subset uses.
  enum Bidi { case left, right, number, neutral }

  static func bidi(_ s: Unicode.Scalar) -> Bidi {
    let v = s.value
    if v < 0x80 {
      if v >= 0x30 && v <= 0x39 { return .number }
      return (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A) ? .left : .neutral
    }
    if (0x30...0x39).contains(v) || (0x660...0x669).contains(v) || (0x6F0...0x6F9).contains(v) {
      return .number
    }
    if (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
      || (0x10800...0x10FFF).contains(v) || (0x1E800...0x1EFFF).contains(v)
    {
      // Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic and their presentation forms; the
      // combining marks in these blocks follow their base (treated as neutral).
      return s.properties.generalCategory == .nonspacingMark ? .neutral : .right
    }
    if s.properties.isAlphabetic { return .left }
    return .neutral
  }

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
