import CTesseraUnicode

/// The Unicode text algorithms (`Docs/Text.md` says why these libraries): UAX #14 line break
/// opportunities and UAX #29 grapheme clusters from ICU, the UAX #9 bidi algorithm from GNU
/// FriBidi, on a paragraph's scalars. Positions are scalar indices.
enum UnicodeAlgorithms {
  /// The Unicode version of the linked ICU's data, as "15.0", and ICU's version, as "72.1".
  static let versions: (unicode: String, icu: String) = {
    var unicode = [CChar](repeating: 0, count: 16)
    var icu = [CChar](repeating: 0, count: 16)
    tessera_unicode_versions(&unicode, &icu)
    return (decode(unicode), decode(icu))
  }()

  /// The version of GNU FriBidi (bidi levels), as "1.0.8".
  static let fribidiVersion = String(cString: tessera_fribidi_version())

  private static func decode(_ chars: [CChar]) -> String {
    String(decoding: chars.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// A paragraph in UTF-16, with the offset where each scalar starts (and the end).
  struct UTF16Text {
    /// The code units.
    let units: [UInt16]
    /// `start[k]`: the unit offset of scalar k; `start[count]` is the end.
    let start: [Int]
    /// The scalar that begins at each unit offset (the end included), or -1 inside a pair.
    let scalarAt: [Int]
    /// The scalars the units encode.
    let scalars: [Unicode.Scalar]

    init(_ scalars: [Unicode.Scalar]) {
      var units: [UInt16] = []
      units.reserveCapacity(scalars.count)
      var start: [Int] = []
      start.reserveCapacity(scalars.count + 1)
      for s in scalars {
        start.append(units.count)
        if s.value > 0xFFFF {
          let v = s.value - 0x10000
          units.append(UInt16(0xD800 + (v >> 10)))
          units.append(UInt16(0xDC00 + (v & 0x3FF)))
        } else {
          units.append(UInt16(s.value))
        }
      }
      start.append(units.count)
      var scalarAt = [Int](repeating: -1, count: units.count + 1)
      for (k, offset) in start.enumerated() { scalarAt[offset] = k }
      self.units = units
      self.start = start
      self.scalarAt = scalarAt
      self.scalars = scalars
    }
  }

  /// Where a line may end, after each scalar: UAX #14 with ICU's default rules (dictionary
  /// breaking for Thai, Lao, Khmer and Burmese; CJK punctuation rules). The last scalar's entry
  /// is the paragraph's end, `.mandatory` only after a line separator.
  static func lineBreaks(_ text: UTF16Text) -> [ParagraphBuilder.Break] {
    let n = text.start.count - 1
    var result = [ParagraphBuilder.Break](repeating: .none, count: n)
    guard n > 0 else { return result }
    let capacity = text.units.count + 1
    var offsets = [Int32](repeating: 0, count: capacity)
    var hard = [UInt8](repeating: 0, count: capacity)
    let count = text.units.withUnsafeBufferPointer { u in
      tessera_line_breaks(u.baseAddress, Int32(u.count), &offsets, &hard, Int32(capacity))
    }
    guard count > 0 else { return result }
    for i in 0..<Int(count) {
      let k = text.scalarAt[Int(offsets[i])]
      guard k > 0 else { continue }
      result[k - 1] = hard[i] != 0 ? .mandatory : .allowed
    }
    quotationRuleOfUnicode15_1(text, &result)
    // The paragraph's own end is not a break between two pieces of it.
    if result[n - 1] == .allowed { result[n - 1] = .none }
    return result
  }

  /// Whether a scalar is a combining mark, which takes its base's line-breaking class (LB9).
  private static func isCombiningMark(_ s: Unicode.Scalar) -> Bool {
    switch s.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }

  /// Unicode 15.1 split UAX #14's LB15 (`QU SP* × OP`, which ICU's 15.0 rules keep) into LB15a
  /// and LB15b: spaces after a quotation mark may now break before an opening bracket (`” [`,
  /// `" (`), except after an initial quotation mark that opens a quotation (`Pi` after the start,
  /// a space, a bracket, a quotation mark, a break or glue), where the line still may not break.
  static func quotationRuleOfUnicode15_1(_ text: UTF16Text, _ result: inout [ParagraphBuilder.Break]) {
    let n = result.count
    guard n > 2 else { return }
    let scalars = text.scalars
    for j in 2..<n where result[j - 1] == .none && tessera_quotation_context(scalars[j].value) == 3 {
      var k = j - 1
      while k >= 0 && tessera_quotation_context(scalars[k].value) == 2 { k -= 1 }
      guard k >= 0, k < j - 1 else { continue }
      // A quotation mark with combining marks on it is still a quotation mark (LB9).
      while k > 0 && isCombiningMark(scalars[k]) { k -= 1 }
      guard tessera_quotation_context(scalars[k].value) == 1 else { continue }
      if scalars[k].properties.generalCategory == .initialPunctuation {
        let before = k == 0 ? -1 : tessera_quotation_context(scalars[k - 1].value)
        if before != 0 { continue }  // LB15a: an opening quotation keeps its spaces and what follows.
      }
      result[j - 1] = .allowed
    }
  }

  /// Whether an extended grapheme cluster starts at each scalar (`count + 1` entries, the end
  /// true): where a caret may stand and where truncation and emergency breaks may cut.
  static func graphemeStarts(_ text: UTF16Text) -> [Bool] {
    let n = text.start.count - 1
    var result = [Bool](repeating: false, count: n + 1)
    result[0] = true
    result[n] = true
    guard n > 0 else { return result }
    let capacity = text.units.count + 1
    var offsets = [Int32](repeating: 0, count: capacity)
    let count = text.units.withUnsafeBufferPointer { u in
      tessera_grapheme_breaks(u.baseAddress, Int32(u.count), &offsets, Int32(capacity))
    }
    if count < 0 {
      // ICU failed: every scalar stands alone.
      return [Bool](repeating: true, count: n + 1)
    }
    for i in 0..<Int(count) {
      let k = text.scalarAt[Int(offsets[i])]
      if k >= 0 { result[k] = true }
    }
    return result
  }

  /// How a paragraph's direction is chosen.
  enum Direction: Int32 {
    /// Left-to-right.
    case leftToRight = 0
    /// Right-to-left.
    case rightToLeft = 1
    /// From the first strong character; left-to-right when there is none.
    case firstStrongElseLeftToRight = -1
    /// From the first strong character; right-to-left when there is none.
    case firstStrongElseRightToLeft = -2
  }

  /// The UAX #9 embedding level of each scalar, and the paragraph level. `lineEnds` (ascending
  /// scalar indices, the last the count) splits the text into lines, each given rule L1; empty:
  /// the whole text is one line. Nil when FriBidi fails (it could not allocate its memory).
  static func bidiLevels(_ text: UTF16Text, direction: Direction, lineEnds: [Int] = [])
    -> (levels: [UInt8], paragraphLevel: UInt8)?
  {
    let n = text.start.count - 1
    var unitLevels = [UInt8](repeating: 0, count: text.units.count)
    var paragraph: UInt8 = 0
    let ends = lineEnds.map { Int32(text.start[$0]) }
    let status = text.units.withUnsafeBufferPointer { u in
      tessera_bidi_levels(
        u.baseAddress, Int32(u.count), direction.rawValue, ends, Int32(ends.count), &unitLevels, &paragraph)
    }
    guard status == 0 else { return nil }
    return ((0..<n).map { unitLevels[text.start[$0]] }, paragraph)
  }

  /// Whether rule X9 of UAX #9 removes the scalar from reordering: the explicit embedding and
  /// override codes and the boundary neutrals (soft hyphen, zero-width joiner...).
  static func isRemovedByX9(_ s: Unicode.Scalar) -> Bool {
    // ICU's UCharDirection: LRE 11, LRO 12, RLE 14, RLO 15, PDF 16, BN 18.
    switch tessera_bidi_class(s.value) {
    case 11, 12, 14, 15, 16, 18: return true
    default: return false
    }
  }
}
