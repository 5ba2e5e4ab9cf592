import Foundation

/// The one function that turns a name (a preview, variant, theme, density, test or shard name)
/// into a file or folder name, used by every writer in Tessera.
///
/// A name made by ``component(_:)`` is always one path component that stays inside its folder:
/// - ASCII letters, digits, `-`, `_`, `.` and `@` are kept; every other character (`/`, `\`, NUL,
///   control characters, spaces, `#`, `?`, `%`, non-ASCII letters) becomes `_`;
/// - `..` anywhere becomes `_`, and a leading `.` becomes `_` (no hidden files, never `.` or `..`);
/// - an empty name becomes `_`;
/// - a name longer than ``maximumLength`` bytes keeps its first bytes and ends with `-` and eight
///   hex digits of a hash of the whole original name, so long names stay distinct and stable.
///
/// The mapping is stable (the same name gives the same file on every machine and run) but not
/// one-to-one (`a b` and `a_b` give the same file): writers that place several names in one folder
/// check the results with ``collisions(_:)`` and refuse to write when two names would share a
/// file. The original names are kept in the folder's manifest.
public enum PathName {
  /// The longest name ``component(_:)`` returns, in bytes (all ASCII): 120.
  public static let maximumLength = 120

  /// `name` followed by `suffix` (a variant's `.dark.rtl`) as one safe path component, within
  /// ``maximumLength``: when the whole is too long, the name is cut (and ends with `-` and the
  /// hash of the whole) but the suffix is kept, so the variants of a long name stay apart. The
  /// same as `component(name + suffix)` whenever that is not cut.
  public static func component(_ name: String, keepingSuffix suffix: String) -> String {
    let whole = component(name + suffix)
    // The suffix as it stands inside a name (a leading dot is kept there).
    let safeSuffix = String(uncut("x" + suffix).dropFirst())
    guard uncut(name + suffix).utf8.count > maximumLength, !suffix.isEmpty,
      safeSuffix.utf8.count <= maximumLength / 2
    else { return whole }
    let hash = String(fnv1a32(Array((name + suffix).utf8)), radix: 16)
    let padded = String(repeating: "0", count: 8 - hash.count) + hash
    let head = String(component(name).prefix(maximumLength - 9 - safeSuffix.utf8.count))
    return head + "-" + padded + safeSuffix
  }

  /// `name` as one safe path component (see the type's rules).
  public static func component(_ name: String) -> String {
    let out = uncut(name)
    if out.utf8.count > maximumLength {
      let hash = String(fnv1a32(Array(name.utf8)), radix: 16)
      let padded = String(repeating: "0", count: 8 - hash.count) + hash
      return String(out.prefix(maximumLength - 9)) + "-" + padded
    }
    return out
  }

  /// `name` with the rules applied but not cut to ``maximumLength``.
  static func uncut(_ name: String) -> String {
    var out = ""
    out.reserveCapacity(name.utf8.count)
    for c in name.unicodeScalars {
      out.unicodeScalars.append(isKept(c) ? c : "_")
    }
    while out.contains("..") { out = out.replacingOccurrences(of: "..", with: "_") }
    if out.hasPrefix(".") { out = "_" + out.dropFirst() }
    return out.isEmpty ? "_" : out
  }

  /// Whether `component` is already what ``component(_:)`` makes of it: one safe path component.
  public static func isSafeComponent(_ component: String) -> Bool {
    !component.isEmpty && self.component(component) == component
  }

  /// Whether `path` is a relative path of safe components separated by `/` (no leading `/`, no
  /// empty, `.` or `..` component): a path read from a file that can only name something inside
  /// the folder it is relative to.
  public static func isSafeRelativePath(_ path: String) -> Bool {
    guard !path.isEmpty, path.utf8.count <= 4096 else { return false }
    return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
      isSafeComponent(String($0))
    }
  }

  /// Groups of names that would share a file: names whose paths are equal, or equal but for
  /// letter case (they would share a file on macOS's and Windows's usual file systems). Each group
  /// lists the original names in the order given; names without a clash are left out.
  /// - Parameter named: pairs of (original name shown to a person, the path it becomes).
  public static func collisions(_ named: [(name: String, path: String)]) -> [[String]] {
    var groups: [String: [String]] = [:]
    var order: [String] = []
    for (name, path) in named {
      let key = path.lowercased()
      if groups[key] == nil { order.append(key) }
      if !(groups[key]?.contains(name) ?? false) { groups[key, default: []].append(name) }
    }
    return order.compactMap { groups[$0].flatMap { $0.count > 1 ? $0 : nil } }
  }

  static func isKept(_ c: Unicode.Scalar) -> Bool {
    switch c {
    case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "@": return true
    default: return false
    }
  }

  /// FNV-1a, 32 bits: stable across machines and Swift versions (unlike `Hasher`).
  static func fnv1a32(_ bytes: [UInt8]) -> UInt32 {
    var h: UInt32 = 0x811c_9dc5
    for b in bytes {
      h ^= UInt32(b)
      h = h &* 0x0100_0193
    }
    return h
  }
}
