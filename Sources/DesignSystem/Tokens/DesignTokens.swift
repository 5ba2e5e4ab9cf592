import Foundation
import TesseraUI

/// Reads a theme from a design-tokens file in the W3C Design Tokens Community Group format (the
/// format Figma plugins and Style Dictionary export): nested groups of tokens, each an object
/// with `$value` (and optionally `$type`); values may reference other tokens as `{group.token}`.
///
/// The tokens a theme reads (all required unless marked):
///
/// | path | type | example |
/// |---|---|---|
/// | `theme.name` | string | `"brandC"` |
/// | `theme.dark` | boolean (optional, default false) | `false` |
/// | `color.background`, `color.surface`, `color.text.primary`, `color.text.secondary`, `color.accent`, `color.on-accent`, `color.decorative`, `color.critical`, `color.success`, `color.warning`, `color.info`, `color.separator`, `color.shadow` | color (`#RRGGBB` or `#RRGGBBAA`) | `"#7C3AED"` |
/// | `font.size.title`, `font.size.headline`, `font.size.body`, `font.size.caption`, `font.size.button`, `font.size.badge` | dimension (`px`/`pt` or a number; optional, default the reference scale) | `"22px"` |
///
/// Unknown tokens under `color`, `font` and `theme` are errors (most are typos), with the
/// nearest known path suggested; other top-level groups are ignored.
///
/// Budgets: a tokens file may hold at most ``maximumFileSize`` bytes (4 MiB; larger files are
/// refused before they are read or parsed), and a token may reach its value through at most
/// ``maximumAliasChain`` references (10,000; a longer chain is refused, not followed). References
/// are resolved without recursion, each token once, so resolving takes time linear in the
/// number of tokens. `theme.name` may not contain control characters (U+0000–U+001F, U+007F) and
/// may have at most ``maximumNameLength`` (100) Unicode scalars. Groups nest at most
/// ``maximumDepth`` (32) deep and a token's path is at most ``maximumPathLength`` (1,024) bytes, so
/// a file under the size limit cannot cost more than a few times its size in memory.
public enum DesignTokens {
  /// The largest tokens file or JSON that is read, in bytes (4 MiB).
  public static let maximumFileSize = 4 << 20
  /// The most references (`{group.token}`) a token may follow to reach its value.
  public static let maximumAliasChain = 10_000
  /// The most Unicode scalars `theme.name` may have.
  public static let maximumNameLength = 100
  /// The deepest groups may nest.
  public static let maximumDepth = 32
  /// The longest token path (`color.text.primary`), in UTF-8 bytes.
  public static let maximumPathLength = 1024

  static let colorPaths = [
    "color.background", "color.surface", "color.text.primary", "color.text.secondary", "color.accent",
    "color.on-accent", "color.decorative", "color.critical", "color.success", "color.warning", "color.info",
    "color.separator", "color.shadow",
  ]
  static let fontPaths = [
    "font.size.title", "font.size.headline", "font.size.body", "font.size.caption", "font.size.button",
    "font.size.badge",
  ]
  static let themePaths = ["theme.name", "theme.dark"]

  /// Reads a theme from a tokens file.
  /// - Throws: ``TokenError`` naming the file or the token path.
  ///   A file larger than ``maximumFileSize`` is refused with ``TokenError/tooLarge(path:size:limit:)``
  ///   before it is read.
  public static func theme(contentsOf path: String) throws -> Theme {
    try theme(json: TokenFile.read(path, limit: maximumFileSize), source: path)
  }

  /// Reads a theme from tokens JSON.
  /// - Throws: ``TokenError`` naming the token path; ``TokenError/tooLarge(path:size:limit:)``
  ///   (naming `source`) for JSON larger than ``maximumFileSize``, before parsing it.
  public static func theme(json data: Data, source: String = "tokens") throws -> Theme {
    guard data.count <= maximumFileSize else {
      throw TokenError.tooLarge(path: source, size: data.count, limit: maximumFileSize)
    }
    let root: Any
    do {
      root = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw TokenError.invalidJSON(
        source: source, detail: (error as NSError).userInfo["NSDebugDescription"] as? String ?? "\(error)")
    }
    guard let object = root as? [String: Any] else {
      throw TokenError.invalidJSON(source: source, detail: "the top level is not an object")
    }
    var tokens: [String: Any] = [:]
    try flatten(object, prefix: "", into: &tokens)
    let known = Set(colorPaths + fontPaths + themePaths)
    for path in tokens.keys.sorted()
    where ["color.", "font.", "theme."].contains(where: path.hasPrefix) && !known.contains(path) {
      throw TokenError.unknownToken(path, suggestion: nearest(path, in: Array(known)))
    }
    var resolver = AliasResolver(tokens: tokens, maximumChain: maximumAliasChain)
    func resolve(_ path: String) throws -> Any { try resolver.value(of: path) }
    func color(_ path: String) throws -> Color {
      let v = try resolve(path)
      guard let s = v as? String, let c = Color(hex: s), s.hasPrefix("#"), s.count == 7 || s.count == 9 else {
        throw TokenError.malformed(
          path, reason: "expected a color like \"#RRGGBB\" or \"#RRGGBBAA\", got \(v)")
      }
      return c
    }
    func size(_ path: String, _ fallback: Double) throws -> Double {
      guard tokens[path] != nil else { return fallback }
      let v = try resolve(path)
      if let n = v as? NSNumber, n.doubleValue > 0 { return n.doubleValue }
      if let s = v as? String {
        let number = s.hasSuffix("px") || s.hasSuffix("pt") ? String(s.dropLast(2)) : s
        if let d = Double(number), d > 0, d.isFinite { return d }
      }
      throw TokenError.malformed(path, reason: "expected a positive dimension like \"16px\", got \(v)")
    }
    guard let name = try resolve("theme.name") as? String, !name.isEmpty else {
      throw TokenError.malformed("theme.name", reason: "expected a non-empty string")
    }
    try checkName(name)
    var dark = false
    if tokens["theme.dark"] != nil {
      guard let b = try resolve("theme.dark") as? Bool else {
        throw TokenError.malformed("theme.dark", reason: "expected true or false")
      }
      dark = b
    }
    let palette = Palette(
      background: try color("color.background"), surface: try color("color.surface"),
      textPrimary: try color("color.text.primary"), textSecondary: try color("color.text.secondary"),
      accent: try color("color.accent"), onAccent: try color("color.on-accent"),
      decorative: try color("color.decorative"),
      critical: try color("color.critical"), success: try color("color.success"),
      warning: try color("color.warning"),
      info: try color("color.info"), separator: try color("color.separator"),
      shadow: try color("color.shadow"))
    var typography = Typography()
    typography.title.size = try size("font.size.title", typography.title.size)
    typography.headline.size = try size("font.size.headline", typography.headline.size)
    typography.body.size = try size("font.size.body", typography.body.size)
    typography.caption.size = try size("font.size.caption", typography.caption.size)
    typography.button.size = try size("font.size.button", typography.button.size)
    typography.badge.size = try size("font.size.badge", typography.badge.size)
    return Theme(name: name, isDark: dark, palette: palette, typography: typography)
  }

  /// Refuses a theme name with control characters or more than ``maximumNameLength`` scalars.
  /// (The `tessera` command makes file names of it; which characters a path may hold is its
  /// business.)
  static func checkName(_ name: String) throws {
    if let control = name.unicodeScalars.first(where: { $0.value < 0x20 || $0.value == 0x7F }) {
      let code = String(control.value, radix: 16, uppercase: true)
      throw TokenError.malformed(
        "theme.name",
        reason: "contains the control character U+\(String(repeating: "0", count: 4 - code.count))\(code)")
    }
    let length = name.unicodeScalars.count
    if length > maximumNameLength {
      throw TokenError.malformed(
        "theme.name", reason: "is \(length) characters long, more than the limit of \(maximumNameLength)")
    }
  }

  /// Tokens by dotted path: an object with `$value` is a token; other objects are groups.
  static func flatten(
    _ object: [String: Any], prefix: String, into tokens: inout [String: Any], depth: Int = 1
  ) throws {
    guard depth <= maximumDepth else {
      throw TokenError.malformed(
        String(prefix.prefix(80)), reason: "groups nest more than \(maximumDepth) deep")
    }
    for (key, value) in object where !key.hasPrefix("$") {
      guard prefix.utf8.count + 1 + key.utf8.count <= maximumPathLength else {
        throw TokenError.malformed(
          String((prefix.isEmpty ? key : prefix + "." + key).prefix(80)) + "…",
          reason: "its path is longer than \(maximumPathLength) bytes")
      }
      let path = prefix.isEmpty ? key : prefix + "." + key
      guard let child = value as? [String: Any] else {
        throw TokenError.malformed(path, reason: "expected a group or a token object with \"$value\"")
      }
      if let v = child["$value"] {
        tokens[path] = v
      } else {
        try flatten(child, prefix: path, into: &tokens, depth: depth + 1)
      }
    }
  }

  static func nearest(_ path: String, in known: [String]) -> String? {
    func distance(_ a: [Character], _ b: [Character]) -> Int {
      var prev = Array(0...b.count)
      for i in 1...max(1, a.count) where !a.isEmpty {
        var cur = [i] + [Int](repeating: 0, count: b.count)
        for j in 1...max(1, b.count) where !b.isEmpty {
          cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        prev = cur
      }
      return prev[b.count]
    }
    let p = Array(path)
    let best = known.map { ($0, distance(p, Array($0))) }.min { $0.1 < $1.1 }
    return best.flatMap { $0.1 <= 4 ? $0.0 : nil }
  }
}
