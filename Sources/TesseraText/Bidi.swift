/// Reordering by embedding level (rule L2 of UAX #9): the levels themselves come from GNU FriBidi
/// (``UnicodeAlgorithms/bidiLevels(_:direction:lineEnds:)``); a paragraph FriBidi cannot analyse is
/// an error (``FontError/textAnalysisFailed(characters:)``), never a second, simpler algorithm.
enum Bidi {
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
