import Foundation

/// The inline Markdown SwiftUI reads in string literals: `**bold**` / `__bold__`, `*italic*` /
/// `_italic_`, `***both***`, `~~strikethrough~~`, `` `code` `` and `[text](url)`; a backslash
/// escapes a marker. Interpolated values are never read as Markdown. Unclosed markers are shown
/// as typed.
enum InlineMarkdown {
  /// Whether `c` can start or escape a marker (`\ * _ ~ ` [`): text without any is one plain run.
  static func isMarkerCharacter(_ c: Character) -> Bool {
    switch c {
    case "\\", "*", "_", "~", "`", "[": true
    default: false
    }
  }

  /// Runs of text with the attributes their markers set. `parts` pairs each character with
  /// whether it came from the literal (only literal characters can be markers).
  static func runs(_ parts: [(Character, Bool)]) -> [Text.Run] {
    var out: [Text.Run] = []
    parse(parts[...], Text.Attributes(), into: &out)
    if out.isEmpty { out.append(Text.Run(string: "")) }
    // Merge neighbours with the same markers, so plain text stays one run.
    var merged: [Text.Run] = []
    for r in out {
      if let last = merged.last, last.attributes.sameMarkup(as: r.attributes) {
        merged[merged.count - 1].string += r.string
      } else {
        merged.append(r)
      }
    }
    return merged
  }

  private static func parse(
    _ s: ArraySlice<(Character, Bool)>, _ attrs: Text.Attributes, into out: inout [Text.Run]
  ) {
    var text = ""
    func flush() {
      if !text.isEmpty { out.append(Text.Run(string: text, attributes: attrs)) }
      text = ""
    }
    var i = s.startIndex
    func isMarker(_ k: Int, _ c: Character) -> Bool { k < s.endIndex && s[k].1 && s[k].0 == c }
    func find(_ marker: [Character], from start: Int) -> Int? {
      var k = start
      while k + marker.count <= s.endIndex {
        if s[k].1, s[k].0 == "\\" {
          k += 2
          continue
        }
        if (0..<marker.count).allSatisfy({ isMarker(k + $0, marker[$0]) }) { return k }
        k += 1
      }
      return nil
    }
    while i < s.endIndex {
      let (c, literal) = s[i]
      guard literal else {
        text.append(c)
        i += 1
        continue
      }
      if c == "\\", i + 1 < s.endIndex, s[i + 1].1, "\\*_~`[]()".contains(s[i + 1].0) {
        text.append(s[i + 1].0)
        i += 2
        continue
      }
      // Emphasis and strikethrough: the longest marker first.
      var handled = false
      for marker in ["***", "**", "__", "~~", "*", "_"] {
        let m = Array(marker)
        guard (0..<m.count).allSatisfy({ isMarker(i + $0, m[$0]) }) else { continue }
        let start = i + m.count
        // An opening marker is followed by a non-space; the closing one is found after it.
        guard start < s.endIndex, !s[start].0.isWhitespace, let end = find(m, from: start + 1),
          !s[end - 1].0.isWhitespace
        else { continue }
        // `_` inside a word is not emphasis ("snake_case").
        if marker.first == "_", i > s.startIndex, s[i - 1].0.isLetter || s[i - 1].0.isNumber { continue }
        flush()
        var inner = attrs
        switch marker {
        case "***":
          inner.weight = .bold
          inner.italic = true
        case "**", "__": inner.weight = .bold
        case "~~": inner.strikethrough = Text.Decoration(isActive: true)
        default: inner.italic = true
        }
        parse(s[start..<end], inner, into: &out)
        i = end + m.count
        handled = true
        break
      }
      if handled { continue }
      if c == "`", let end = find(["`"], from: i + 1) {
        flush()
        var inner = attrs
        inner.design = .monospaced
        out.append(Text.Run(string: String(s[(i + 1)..<end].map(\.0)), attributes: inner))
        i = end + 1
        continue
      }
      if c == "[", let close = find(["]"], from: i + 1), isMarker(close + 1, "("),
        let paren = find([")"], from: close + 2)
      {
        flush()
        var inner = attrs
        inner.link = URL(string: String(s[(close + 2)..<paren].map(\.0)))
        inner.style = AnyShapeStyle(TintShapeStyle())
        parse(s[(i + 1)..<close], inner, into: &out)
        i = paren + 1
        continue
      }
      text.append(c)
      i += 1
    }
    flush()
  }
}

nonisolated extension Text.Attributes {
  /// Whether two runs carry the same Markdown attributes (weight, italic, design, strikethrough,
  /// link).
  func sameMarkup(as other: Text.Attributes) -> Bool {
    weight == other.weight && italic == other.italic && design == other.design
      && (strikethrough?.isActive ?? false) == (other.strikethrough?.isActive ?? false) && link == other.link
  }
}
