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

  /// Whether the scalar is a letter (ASCII answered without a table lookup).
  static func isLetter(_ s: Unicode.Scalar) -> Bool {
    let v = s.value
    if v < 0x80 { return (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A) }
    return s.properties.isAlphabetic
  }

  /// Ideographs and kana: a line may break before and after each.
  static func isIdeographic(_ s: Unicode.Scalar) -> Bool {
    let v = s.value
    return (0x4E00...0x9FFF).contains(v) || (0x3400...0x4DBF).contains(v) || (0x3040...0x30FF).contains(v)
      || (0xF900...0xFAFF).contains(v) || (0x20000...0x2FFFF).contains(v) || (0xAC00...0xD7AF).contains(v)
  }

  /// Closing punctuation that must not start a line.
  static func isClosingPunctuation(_ s: Unicode.Scalar) -> Bool {
    [
      0x3001, 0x3002, 0xFF0C, 0xFF0E, 0x300D, 0x300F, 0xFF09, 0x3009, 0x300B, 0x2019, 0x201D, 0x29, 0x5D,
      0x7D,
      0x2C, 0x2E, 0x21, 0x3F, 0x3A, 0x3B, 0xFF01, 0xFF1F,
    ]
    .contains(s.value)
  }

  /// Hyphens after which a line may break (inside a word: "all-|day").
  static func isBreakingHyphen(_ s: Unicode.Scalar) -> Bool {
    s.value == 0x2D || s.value == 0x2010 || s.value == 0x2013 || s.value == 0xAD
  }

  /// Characters with no glyph of their own that need none (controls, joiners).
  static func isInvisible(_ s: Unicode.Scalar) -> Bool {
    let v = s.value
    return v < 0x20 || (0x7F...0x9F).contains(v) || (0x200B...0x200F).contains(v)
      || (0x202A...0x202E).contains(v)
      || (0x2060...0x206F).contains(v) || v == 0xFEFF || (0xFE00...0xFE0F).contains(v)
  }
}
