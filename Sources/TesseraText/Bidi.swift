/// The subset of the Unicode Bidirectional Algorithm (UAX #9) that Tessera implements.
///
/// Covered: the paragraph level comes from the layout direction (rule P3 is replaced by it);
/// characters are typed strong left (L), strong right (R: Hebrew, Arabic and the other
/// right-to-left blocks), European or Arabic-Indic digits (EN), or neutral (everything else);
/// percent and currency signs next to digits count as digits (W5); digits after right-to-left
/// text take level 2 in a left-to-right paragraph and, like all left
/// text, level 2 in a right-to-left paragraph (W7 and I1/I2, simplified); a run of neutrals takes
/// the direction of the strong characters on both sides when they agree (digits count as right),
/// and the paragraph direction otherwise (N1, N2); lines are reordered by reversing runs from the
/// highest level down to the lowest odd level (L2). Not covered: explicit embeddings, overrides
/// and isolates (U+202A–U+202E, U+2066–U+2069 are treated as invisible neutrals), mirrored
/// brackets (L4), and bracket pairs (N0).
enum Bidi {
  /// The embedding level of every scalar.
  static func levels(_ scalars: [Unicode.Scalar], paragraphRTL: Bool) -> [UInt8] {
    let n = scalars.count
    var types = scalars.map(CharacterClass.bidi)
    // W5: European terminators (%, ‰, #, °, currency signs) next to digits are digits.
    func isTerminator(_ s: Unicode.Scalar) -> Bool {
      [0x23, 0x24, 0x25, 0x2030, 0x2031, 0xB0, 0xA2, 0xA3, 0xA4, 0xA5, 0x20AC, 0x20AA, 0x2B].contains(s.value)
        || s.properties.generalCategory == .currencySymbol
    }
    var k = 0
    while k < n {
      if isTerminator(scalars[k]) && types[k] == .neutral {
        var j = k
        while j < n && isTerminator(scalars[j]) && types[j] == .neutral { j += 1 }
        if (k > 0 && types[k - 1] == .number) || (j < n && types[j] == .number) {
          for m in k..<j { types[m] = .number }
        }
        k = j
      } else {
        k += 1
      }
    }
    // Digits: right when the last strong type before them is right (W2-like), else left.
    var lastStrong: CharacterClass.Bidi = paragraphRTL ? .right : .left
    var numberAfterRight = [Bool](repeating: false, count: n)
    for i in 0..<n {
      switch types[i] {
      case .left, .right: lastStrong = types[i]
      case .number: numberAfterRight[i] = lastStrong == .right
      case .neutral: break
      }
    }
    // Neutrals between strong types (digits count as right for this purpose).
    func strength(_ t: CharacterClass.Bidi) -> CharacterClass.Bidi? {
      switch t {
      case .left: return .left
      case .right, .number: return .right
      case .neutral: return nil
      }
    }
    var i = 0
    let base: CharacterClass.Bidi = paragraphRTL ? .right : .left
    while i < n {
      guard types[i] == .neutral else {
        i += 1
        continue
      }
      var j = i
      while j < n && types[j] == .neutral { j += 1 }
      var before = base
      if i > 0, let s = strength(types[i - 1]) { before = s }
      if i > 0, types[i - 1] == .number, !numberAfterRight[i - 1] { before = .left }
      var after = base
      if j < n, let s = strength(types[j]) { after = s }
      if j < n, types[j] == .number, !paragraphRTL, !numberAfterRight[j] { after = .left }
      let resolved = before == after ? before : base
      for k in i..<j { types[k] = resolved }
      i = j
    }
    return (0..<n).map { k in
      switch types[k] {
      case .left: return paragraphRTL ? 2 : 0
      case .right: return 1
      case .number: return paragraphRTL || numberAfterRight[k] ? 2 : 0
      case .neutral: return paragraphRTL ? 1 : 0
      }
    }
  }

  /// The visual order of items with the given levels (rule L2): indices into `levels`.
  static func visualOrder(_ levels: [UInt8]) -> [Int] {
    var order = Array(levels.indices)
    guard let maxLevel = levels.max(), let minOdd = levels.filter({ $0 % 2 == 1 }).min() else { return order }
    var level = maxLevel
    while level >= minOdd {
      var i = 0
      while i < order.count {
        if levels[order[i]] >= level {
          var j = i
          while j < order.count && levels[order[j]] >= level { j += 1 }
          order[i..<j].reverse()
          i = j
        } else {
          i += 1
        }
      }
      if level == 0 { break }
      level -= 1
    }
    return order
  }
}
