/// The naming of alternate references: further accepted looks of one snapshot, for a view that
/// legitimately draws one of several ways (a blinking caret, a clock, an animation caught at one
/// of two frames).
///
/// Beside the reference `NAME.EXT`, the files `NAME~alt1.EXT` … `NAME~alt99.EXT` are its
/// alternates: a check passes when the new image matches the reference or any alternate. `~` is
/// never in a name Tessera makes (``PathName/component(_:)`` replaces it), so an alternate's name
/// can never be another snapshot's.
public enum ReferenceAlternates {
  /// The highest alternate number: 99.
  public static let maximumNumber = 99

  /// The path of alternate `number` (1...99) of the reference at `path` (`a/b.png`, 2 →
  /// `a/b~alt2.png`); nil for a number out of range.
  public static func path(of path: String, number: Int) -> String? {
    guard (1...maximumNumber).contains(number) else { return nil }
    let (folder, stem, ext) = split(path)
    return folder + stem + "~alt\(number)" + ext
  }

  /// The reference an alternate belongs to and its number (`a/b~alt2.png` → (`a/b.png`, 2)); nil
  /// when `path` is not an alternate's name.
  public static func primary(of path: String) -> (path: String, number: Int)? {
    let (folder, stem, ext) = split(path)
    guard let mark = stem.range(of: "~alt", options: .backwards) else { return nil }
    let digits = stem[mark.upperBound...]
    guard !digits.isEmpty, digits.count <= 2, digits.first != "0", digits.allSatisfy(\.isASCIIDigit),
      let n = Int(digits), n <= maximumNumber, mark.lowerBound != stem.startIndex
    else { return nil }
    return (folder + stem[..<mark.lowerBound] + ext, n)
  }

  /// Splits `a/b.c.png` into (`a/`, `b.c`, `.png`).
  private static func split(_ path: String) -> (folder: String, stem: String, ext: String) {
    let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
    let name = path[slash...]
    let dot = name.lastIndex(of: ".").flatMap { $0 == name.startIndex ? nil : $0 } ?? name.endIndex
    return (String(path[..<slash]), String(name[..<dot]), String(name[dot...]))
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
