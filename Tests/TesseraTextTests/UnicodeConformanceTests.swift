import Foundation
import Testing

@testable import TesseraText

/// Unicode's own conformance files (Debian's `unicode-data`, which `Scripts/setup.sh` installs)
/// run through TesseraText's line breaking, grapheme clusters and bidi levels. Each test prints
/// one line, `conformance FILE: PASSED/TOTAL`. Without the files (a machine set up by hand), the
/// tests are skipped with a message naming the package; on CI they must be there.
@Suite struct UnicodeConformanceTests {
  /// Where `unicode-data` puts the files (or `TESSERA_UNICODE_DATA`).
  static let folders = [
    ProcessInfo.processInfo.environment["TESSERA_UNICODE_DATA"], "/usr/share/unicode",
    "/usr/share/unicode/auxiliary", "/opt/homebrew/share/unicode", "/usr/local/share/unicode",
  ].compactMap { $0 }

  static func file(_ name: String) -> String? {
    folders.map { "\($0)/\(name)" }.first { FileManager.default.fileExists(atPath: $0) }
  }

  /// The test cases of a file: its lines without comments (`keepingComments`: whole, the lines
  /// that are only a comment left out).
  static func lines(_ name: String, keepingComments: Bool = false) throws -> [Substring]? {
    guard let path = file(name) else {
      let message =
        "conformance \(name): skipped, the file is not installed (Debian: apt-get install unicode-data; or set TESSERA_UNICODE_DATA)"
      print(message)
      if ProcessInfo.processInfo.environment["CI"] != nil { Issue.record(Comment(rawValue: message)) }
      return nil
    }
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return text.split(separator: "\n").compactMap { line in
      let test = line.prefix { $0 != "#" }
      return test.allSatisfy(\.isWhitespace) ? nil : keepingComments ? line : test
    }
  }

  static func scalars(_ hex: some StringProtocol) -> [Unicode.Scalar] {
    hex.split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
  }

  static func report(_ name: String, _ passed: Int, _ total: Int) {
    print("conformance \(name): \(passed)/\(total)")
  }

  /// Parses "× 0023 × 0020 ÷ 0023 ÷": the scalars and the positions (after the start) marked ÷.
  static func breakCase(_ line: Substring) -> (scalars: [Unicode.Scalar], breaks: Set<Int>) {
    var scalars: [Unicode.Scalar] = []
    var breaks: Set<Int> = []
    for token in line.split(whereSeparator: \.isWhitespace) {
      if token == "÷" {
        if !scalars.isEmpty { breaks.insert(scalars.count) }
      } else if token != "×", let v = UInt32(token, radix: 16), let s = Unicode.Scalar(v) {
        scalars.append(s)
      }
    }
    return (scalars, breaks)
  }

  @Test func lineBreakTest() throws {
    guard
      let lines = try Self.lines("auxiliary/LineBreakTest.txt", keepingComments: true)
        ?? Self.lines("LineBreakTest.txt", keepingComments: true)
    else {
      return
    }
    var passed = 0
    var failures: [String] = []
    var changed = 0
    for line in lines {
      let (scalars, expected15_0) = Self.breakCase(line.prefix { $0 != "#" })
      let expected = Self.unicode15_1(line, scalars: scalars, expected: expected15_0)
      if expected != expected15_0 { changed += 1 }
      let text = UnicodeAlgorithms.UTF16Text(scalars)
      let breaks = UnicodeAlgorithms.lineBreaks(text)
      var found: Set<Int> = [scalars.count]
      for (k, b) in breaks.enumerated() where b != .none { found.insert(k + 1) }
      if found == expected { passed += 1 } else if failures.count < 5 { failures.append(String(line)) }
    }
    Self.report("LineBreakTest.txt", passed, lines.count)
    print("conformance LineBreakTest.txt: \(changed) cases read with Unicode 15.1's LB15a/LB15b")
    // UAX #14's tailorings in ICU's default rules are listed in Docs/Text.md.
    #expect(Double(passed) >= 0.99 * Double(lines.count), "first failures: \(failures)")
  }

  @Test func spacesAfterAClosingQuotationMarkMayBreakBeforeABracket() {
    func breaks(_ s: String) -> [Int] {
      let scalars = Array(s.unicodeScalars)
      return UnicodeAlgorithms.lineBreaks(UnicodeAlgorithms.UTF16Text(scalars)).enumerated().compactMap {
        $0.element == .none ? nil : $0.offset + 1
      }
    }
    // Unicode 15.1: `” [` and `" (` may break after the space (15.0's LB15 kept them together, so
    // a narrow line could start with `]`).
    #expect(breaks("a” [b]") == [3])
    #expect(breaks("say \" (x)") == [4, 6])
    // An opening quotation mark keeps its spaces and what follows (LB15a).
    #expect(breaks("a “ (b)") == [2])
  }

  /// A 15.0 LineBreakTest case's breaks under Unicode 15.1, which replaced LB15 (`QU SP* × OP`)
  /// with LB15a and LB15b: read from the case's own annotations, a boundary the file marks
  /// `× [15.0]` after spaces breaks (LB18) unless the quotation mark before the spaces is an
  /// initial one (`Pi`) opening a quotation — after the start, a break, glue, a space, an
  /// opening bracket or a quotation mark (LB15a).
  static func unicode15_1(_ line: Substring, scalars: [Unicode.Scalar], expected: Set<Int>) -> Set<Int> {
    guard let hash = line.firstIndex(of: "#") else { return expected }
    let comment = String(line[hash...])
    let rules = comment.matches(of: /[×÷] \[([0-9.]+)\]/).map { String($0.output.1) }
    let classes = comment.matches(of: /\(([A-Z0-9_]+)\)/).map { String($0.output.1) }
    guard rules.count == scalars.count + 1, classes.count == scalars.count else { return expected }
    var out = expected
    for i in 1..<scalars.count where rules[i] == "15.0" && classes[i - 1].hasPrefix("SP") {
      var k = i - 1
      while k >= 0 && classes[k].hasPrefix("SP") { k -= 1 }
      while k > 0 && classes[k].hasPrefix("CM") { k -= 1 }
      guard k >= 0, classes[k].hasPrefix("QU") else { continue }
      let opens: Set<String> = ["BK", "CR", "LF", "NL", "GL", "SP", "ZW"]
      let before = k == 0 ? "sot" : classes[k - 1]
      let opensQuotation =
        before == "sot" || opens.contains(before) || before.hasPrefix("OP") || before.hasPrefix("QU")
      if scalars[k].properties.generalCategory == .initialPunctuation && opensQuotation { continue }
      out.insert(i)
    }
    return out
  }

  @Test func graphemeBreakTest() throws {
    guard let lines = try Self.lines("auxiliary/GraphemeBreakTest.txt") ?? Self.lines("GraphemeBreakTest.txt")
    else { return }
    var passed = 0
    var failures: [String] = []
    for line in lines {
      let (scalars, expected) = Self.breakCase(line)
      let starts = UnicodeAlgorithms.graphemeStarts(UnicodeAlgorithms.UTF16Text(scalars))
      let found = Set((1...scalars.count).filter { starts[$0] })
      if found == expected { passed += 1 } else if failures.count < 5 { failures.append(String(line)) }
    }
    Self.report("GraphemeBreakTest.txt", passed, lines.count)
    #expect(passed == lines.count, "first failures: \(failures)")
  }

  /// Levels (nil where X9 removes the scalar) and the visual order of the rest, rule L2.
  static func resolve(_ scalars: [Unicode.Scalar], _ direction: UnicodeAlgorithms.Direction)
    -> (levels: [UInt8?], order: [Int], paragraph: UInt8)?
  {
    guard
      let (levels, paragraph) = UnicodeAlgorithms.bidiLevels(
        UnicodeAlgorithms.UTF16Text(scalars), direction: direction)
    else { return nil }
    let kept = scalars.indices.filter { !UnicodeAlgorithms.isRemovedByX9(scalars[$0]) }
    let order = Bidi.visualOrder(kept.map { levels[$0] }).map { kept[$0] }
    let shown = scalars.indices.map { UnicodeAlgorithms.isRemovedByX9(scalars[$0]) ? nil : levels[$0] }
    return (shown, order, paragraph)
  }

  static func levels(_ field: some StringProtocol) -> [UInt8?] {
    field.split(separator: " ").map { $0 == "x" ? nil : UInt8($0) }
  }

  /// Whether `actual` levels are exactly `expected` (removed characters, `x`, compare as nil).
  static func sameLevels(_ actual: [UInt8?], _ expected: [UInt8?]) -> Bool { actual == expected }

  @Test func bidiCharacterTest() throws {
    guard let lines = try Self.lines("BidiCharacterTest.txt") else { return }
    var passed = 0
    var failures: [String] = []
    for line in lines {
      let f = line.split(separator: ";", omittingEmptySubsequences: false)
      guard f.count >= 5 else { continue }
      let scalars = Self.scalars(f[0])
      let direction: UnicodeAlgorithms.Direction =
        f[1] == "0" ? .leftToRight : f[1] == "1" ? .rightToLeft : .firstStrongElseLeftToRight
      let expectedOrder = f[4].split(separator: " ").compactMap { Int($0) }
      if let r = Self.resolve(scalars, direction), r.paragraph == UInt8(f[2]) ?? 255,
        Self.sameLevels(r.levels, Self.levels(f[3])), r.order == expectedOrder
      {
        passed += 1
      } else if failures.count < 5 {
        failures.append(String(line))
      }
    }
    Self.report("BidiCharacterTest.txt", passed, lines.count)
    // Every case (FriBidi; ICU 72 missed 30: Docs/Text.md).
    #expect(passed == lines.count, "first failures: \(failures)")
  }

  /// A character of each bidi class, for BidiTest.txt's class sequences.
  static let representative: [Substring: Unicode.Scalar] = [
    "L": "A", "R": "\u{05D0}", "AL": "\u{0627}", "EN": "0", "ES": "+", "ET": "#", "AN": "\u{0660}",
    "CS": ",", "NSM": "\u{0300}", "BN": "\u{00AD}", "B": "\u{2029}", "S": "\t", "WS": " ", "ON": "!",
    "LRE": "\u{202A}", "LRO": "\u{202D}", "RLE": "\u{202B}", "RLO": "\u{202E}", "PDF": "\u{202C}",
    "LRI": "\u{2066}", "RLI": "\u{2067}", "FSI": "\u{2068}", "PDI": "\u{2069}",
  ]

  @Test func bidiTest() throws {
    guard let lines = try Self.lines("BidiTest.txt") else { return }
    var passed = 0
    var total = 0
    var failures: [String] = []
    var levels: [UInt8?] = []
    var order: [Int] = []
    for line in lines {
      if line.hasPrefix("@Levels:") {
        levels = Self.levels(line.dropFirst(8).trimmingCharacters(in: .whitespaces))
        continue
      }
      if line.hasPrefix("@Reorder:") {
        order = line.dropFirst(9).split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        continue
      }
      if line.hasPrefix("@") { continue }
      let f = line.split(separator: ";")
      guard f.count == 2, let bits = Int(f[1].trimmingCharacters(in: .whitespaces)) else { continue }
      let scalars = f[0].split(whereSeparator: \.isWhitespace).compactMap { Self.representative[$0] }
      let directions: [(Int, UnicodeAlgorithms.Direction)] = [
        (1, .firstStrongElseLeftToRight), (2, .leftToRight), (4, .rightToLeft),
      ]
      for (bit, direction) in directions where bits & bit != 0 {
        total += 1
        if let r = Self.resolve(scalars, direction), Self.sameLevels(r.levels, levels), r.order == order {
          passed += 1
        } else if failures.count < 5 {
          failures.append("\(line) [\(direction)]")
        }
      }
    }
    Self.report("BidiTest.txt", passed, total)
    #expect(Double(passed) >= 0.999 * Double(total), "first failures: \(failures)")
  }
}
