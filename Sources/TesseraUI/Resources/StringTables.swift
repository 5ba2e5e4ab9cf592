import Foundation
import TesseraSync

/// The string tables of resource bundles, as an app's localization reads them: string catalogs
/// (`<table>.xcstrings`, Xcode's JSON, as SwiftPM copies it on Linux) and `.strings` files in
/// `<language>.lproj` folders. A key is looked up for a locale from the most specific language
/// (`pt-BR`) to the least (`pt`); a catalog's plural variations choose `zero`, `one`, `two` or
/// `other` by the first interpolated integer.
enum StringTables {
  /// The tables named `table` (nil: `Localizable`) in `folders`, in order: each folder's string
  /// catalog, then its `.lproj` tables by language. Read once per process.
  struct Tables: Sendable {
    /// One folder's tables.
    struct Folder: Sendable {
      var catalog: Catalog?
      /// `.strings` tables by language folder name (`de`, `pt-BR`).
      var strings: [String: [String: String]]
    }
    var folders: [Folder]
    var isEmpty: Bool { folders.allSatisfy { $0.catalog == nil && $0.strings.isEmpty } }
  }

  private static let tableSets = Locked<[String: Tables]>([:])

  /// The tables named `table` in `folders` (cached).
  static func tables(_ table: String?, folders: [String]) -> Tables {
    let name = table ?? "Localizable"
    let cacheKey = ([name] + folders).joined(separator: "\u{0}")
    if let cached = tableSets.withLock({ $0[cacheKey] }) { return cached }
    var found: [Tables.Folder] = []
    for folder in folders {
      var f = Tables.Folder(catalog: catalog(folder + "/" + name + ".xcstrings"), strings: [:])
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for lproj in names where lproj.hasSuffix(".lproj") {
        if let table = strings(folder + "/" + lproj + "/" + name + ".strings") {
          f.strings[String(lproj.dropLast(".lproj".count))] = table
        }
      }
      found.append(f)
    }
    let tables = Tables(folders: found)
    tableSets.withLock { $0[cacheKey] = tables }
    return tables
  }

  /// The translation of `key` in `table` (nil: `Localizable`) for `locale`, from the first of
  /// `folders` that has one; nil when none does.
  static func lookup(_ key: String, table: String?, folders: [String], locale: Locale, count: Int?) -> String?
  {
    let tables = tables(table, folders: folders)
    if tables.isEmpty { return nil }
    let languages = candidates(locale)
    for folder in tables.folders {
      if let value = folder.catalog?.value(key, languages: languages, count: count) { return value }
      for language in languages {
        if let value = folder.strings[language]?[key] { return value }
      }
    }
    return nil
  }

  /// Why `key` has no text for `locale` in an app that localizes (a table named `table` exists in
  /// `folders`), in words; nil when that is as it should be (no tables, or the locale's language
  /// is the catalog's source language or English, whose text is the key).
  static func missing(_ key: String, table: String?, folders: [String], locale: Locale) -> String? {
    let tables = tables(table, folders: folders)
    if tables.isEmpty { return nil }
    let name = table ?? "Localizable"
    let languages = candidates(locale)
    var known = false
    for folder in tables.folders {
      if let c = folder.catalog {
        if let source = c.sourceLanguage, languages.contains(source) { return nil }
        if c.entries[key] != nil { known = true }
      }
      if folder.strings.values.contains(where: { $0[key] != nil }) { known = true }
    }
    if !known { return "the key \"\(key)\" is in no \(name) string table; the key is shown" }
    let language = languages.last ?? locale.identifier
    if language == "en" { return nil }
    return "the key \"\(key)\" has no \(language) text in the \(name) string tables; the key is shown"
  }

  /// The languages to try for `locale`, most specific first: `zh-Hans-CN`, `zh-Hans`, `zh`.
  static func candidates(_ locale: Locale) -> [String] {
    let parts = locale.identifier.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "@" }).map(
      String.init)
    var out: [String] = []
    for n in stride(from: parts.count, through: 1, by: -1) {
      let dashed = parts.prefix(n).joined(separator: "-")
      if !out.contains(dashed) { out.append(dashed) }
      let underscored = parts.prefix(n).joined(separator: "_")
      if !out.contains(underscored) { out.append(underscored) }
    }
    return out
  }

  // MARK: String catalogs

  /// A parsed `.xcstrings`.
  struct Catalog: Sendable {
    /// Each key's localizations: language → the value, or plural forms by category.
    var entries: [String: [String: Localization]]
    /// The language the keys are written in (`sourceLanguage`), whose text is the key itself
    /// when it has no localization.
    var sourceLanguage: String?

    enum Localization: Sendable {
      case value(String)
      case plural([String: String])
    }

    func value(_ key: String, languages: [String], count: Int?) -> String? {
      guard let localizations = entries[key] else { return nil }
      for language in languages {
        switch localizations[language] {
        case .value(let v): return v
        case .plural(let forms):
          let category: String
          switch count {
          case 0 where forms["zero"] != nil: category = "zero"
          case 1: category = "one"
          case 2 where forms["two"] != nil: category = "two"
          default: category = "other"
          }
          if let v = forms[category] ?? forms["other"] { return v }
        case nil: continue
        }
      }
      return nil
    }

    /// Parses a catalog's JSON; nil when it is not one.
    init?(data: Data) {
      guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
        let strings = object["strings"] as? [String: Any]
      else { return nil }
      var entries: [String: [String: Localization]] = [:]
      for (key, value) in strings {
        // A key with no localizations is still the catalog's (its text is the key).
        guard let entry = value as? [String: Any] else { continue }
        let localizations = entry["localizations"] as? [String: Any] ?? [:]
        var byLanguage: [String: Localization] = [:]
        for (language, l) in localizations {
          guard let l = l as? [String: Any] else { continue }
          if let unit = l["stringUnit"] as? [String: Any], let v = unit["value"] as? String {
            byLanguage[language] = .value(v)
          } else if let variations = l["variations"] as? [String: Any],
            let plural = variations["plural"] as? [String: Any]
          {
            var forms: [String: String] = [:]
            for (category, form) in plural {
              if let unit = (form as? [String: Any])?["stringUnit"] as? [String: Any],
                let v = unit["value"] as? String
              {
                forms[category] = v
              }
            }
            if !forms.isEmpty { byLanguage[language] = .plural(forms) }
          }
        }
        entries[key] = byLanguage
      }
      self.entries = entries
      sourceLanguage = object["sourceLanguage"] as? String
    }
  }

  private static let catalogs = Locked<[String: Catalog?]>([:])

  private static func catalog(_ path: String) -> Catalog? {
    catalogs.withLock { cache in
      if let cached = cache[path] { return cached }
      let parsed = FileManager.default.contents(atPath: path).flatMap(Catalog.init(data:))
      cache[path] = parsed
      return parsed
    }
  }

  // MARK: .strings files

  private static let stringFiles = Locked<[String: [String: String]?]>([:])

  private static func strings(_ path: String) -> [String: String]? {
    stringFiles.withLock { cache in
      if let cached = cache[path] { return cached }
      let parsed = FileManager.default.contents(atPath: path).map { parseStrings(decode($0)) }
      cache[path] = parsed
      return parsed
    }
  }

  /// A `.strings` file's text: UTF-16 when it starts with a byte-order mark, else UTF-8.
  static func decode(_ data: Data) -> String {
    let bytes = [UInt8](data)
    if bytes.starts(with: [0xFF, 0xFE]) {
      return String(decoding: utf16(bytes.dropFirst(2), little: true), as: UTF16.self)
    }
    if bytes.starts(with: [0xFE, 0xFF]) {
      return String(decoding: utf16(bytes.dropFirst(2), little: false), as: UTF16.self)
    }
    return String(
      decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, as: UTF8.self)
  }

  private static func utf16(_ bytes: ArraySlice<UInt8>, little: Bool) -> [UInt16] {
    let b = Array(bytes)
    return stride(from: 0, to: b.count - 1, by: 2).map {
      little ? UInt16(b[$0]) | UInt16(b[$0 + 1]) << 8 : UInt16(b[$0]) << 8 | UInt16(b[$0 + 1])
    }
  }

  /// The `"key" = "value";` pairs of a `.strings` text (comments skipped, escapes read; a key or
  /// value may also be a bare word).
  static func parseStrings(_ text: String) -> [String: String] {
    let s = Array(text.unicodeScalars)
    var i = 0
    var out: [String: String] = [:]
    func skipSpace() {
      while i < s.count {
        if s[i].properties.isWhitespace {
          i += 1
        } else if s[i] == "/", i + 1 < s.count, s[i + 1] == "*" {
          i += 2
          while i + 1 < s.count, !(s[i] == "*" && s[i + 1] == "/") { i += 1 }
          i += 2
        } else if s[i] == "/", i + 1 < s.count, s[i + 1] == "/" {
          while i < s.count, s[i] != "\n" { i += 1 }
        } else {
          return
        }
      }
    }
    func token() -> String? {
      skipSpace()
      guard i < s.count else { return nil }
      var out = ""
      if s[i] == "\"" {
        i += 1
        while i < s.count, s[i] != "\"" {
          if s[i] == "\\", i + 1 < s.count {
            i += 1
            switch s[i] {
            case "n": out += "\n"
            case "t": out += "\t"
            case "r": out += "\r"
            case "U", "u":
              let hex = String(String.UnicodeScalarView(s[(i + 1)..<min(s.count, i + 5)]))
              if let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) {
                out.unicodeScalars.append(scalar)
                i += 4
              }
            default: out.unicodeScalars.append(s[i])
            }
          } else {
            out.unicodeScalars.append(s[i])
          }
          i += 1
        }
        i += 1
        return out
      }
      while i < s.count,
        s[i].properties.isAlphabetic || ("0"..."9").contains(s[i]) || "_.-$:/".unicodeScalars.contains(s[i])
      {
        out.unicodeScalars.append(s[i])
        i += 1
      }
      return out.isEmpty ? nil : out
    }
    while i < s.count {
      guard let key = token() else { break }
      skipSpace()
      guard i < s.count, s[i] == "=" else {
        // `"key";` means the key is its own value.
        if i < s.count, s[i] == ";" {
          out[key] = key
          i += 1
          continue
        }
        break
      }
      i += 1
      guard let value = token() else { break }
      out[key] = value
      skipSpace()
      if i < s.count, s[i] == ";" { i += 1 }
    }
    return out
  }
}
