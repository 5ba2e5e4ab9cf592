/// Errors of the text engine. Each names the file, family or character concerned.
public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A font file that does not exist.
  case fileNotFound(path: String)
  /// A file FreeType or HarfBuzz cannot read as a font.
  case unreadableFont(path: String, detail: String)
  /// A folder with no font files in it.
  case noFontsInFolder(path: String)
  /// The bundled `Fonts/` folder was not found (set `TESSERA_FONTS_DIR`).
  case bundledFontsNotFound(searched: [String])
  /// No face of this family is loaded.
  case unknownFamily(String, available: [String])
  /// An icon name the icon font does not have.
  case unknownIcon(String, suggestions: [String])
  /// A font size that is zero, negative or not finite.
  case invalidSize(Double)
  /// Text bytes that are not valid UTF-8.
  case invalidUTF8(source: String, byteOffset: Int)
  /// A paragraph the bidi algorithm (GNU FriBidi) could not analyse: it could not allocate its
  /// working memory for this many characters.
  case textAnalysisFailed(characters: Int)

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .fileNotFound(let p): return "\(p): no such font file"
    case .unreadableFont(let p, let d): return "\(p): not a usable font file (\(d))"
    case .noFontsInFolder(let p): return "\(p): no .ttf, .otf or .ttc font files in this folder"
    case .bundledFontsNotFound(let s):
      return
        "the bundled Fonts folder was not found (looked in: \(s.joined(separator: ", "))); set TESSERA_FONTS_DIR"
    case .unknownFamily(let f, let a):
      return "no font family named \"\(f)\"; loaded families: \(a.joined(separator: ", "))"
    case .unknownIcon(let n, let s):
      return s.isEmpty
        ? "no icon named \"\(n)\""
        : "no icon named \"\(n)\"; did you mean \(s.map { "\"\($0)\"" }.joined(separator: ", "))?"
    case .invalidSize(let v): return "invalid font size \(v): sizes must be finite and greater than 0"
    case .invalidUTF8(let s, let o): return "\(s): invalid UTF-8 at byte \(o)"
    case .textAnalysisFailed(let n):
      return "the bidi algorithm could not analyse a paragraph of \(n) characters (out of memory)"
    }
  }
}
