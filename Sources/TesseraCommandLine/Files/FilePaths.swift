import Foundation
import TesseraFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Path questions the command asks before it writes: where a path really is, and whether two
/// folders overlap.
package enum FilePaths {
  /// `path` made absolute, with every symbolic link among its existing leading components
  /// resolved by the system (so `..` after a link goes up from where the link leads, never
  /// lexically); the rest, not yet created, appended with its `.` and `..` applied.
  package static func canonical(_ path: String) -> String {
    let absolute =
      path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    let raw = absolute.split(separator: "/").map(String.init)
    // The longest existing prefix, as written (with its `..`), resolved by realpath.
    var existing = raw.count
    while existing > 0 {
      let prefix = "/" + raw.prefix(existing).joined(separator: "/")
      if let resolved = realpath(prefix, nil) {
        defer { free(resolved) }
        let head = String(cString: resolved).split(separator: "/").map(String.init)
        return "/" + applyingDots(raw.dropFirst(existing), to: head).joined(separator: "/")
      }
      existing -= 1
    }
    return "/" + applyingDots(raw[...], to: []).joined(separator: "/")
  }

  /// `parts` appended to `head` with `.` skipped and `..` going up: only for components that do
  /// not exist (no link among them) after a head the system resolved.
  private static func applyingDots(_ parts: ArraySlice<String>, to head: [String]) -> [String] {
    var out = head
    for p in parts {
      if p == "." || p.isEmpty { continue }
      if p == ".." {
        if !out.isEmpty { out.removeLast() }
        continue
      }
      out.append(p)
    }
    return out
  }

  /// How folder `a` lies relative to folder `b`, after resolving links.
  package enum Relation: Equatable {
    case same, inside, contains, apart
  }

  /// The device and inode of what `path` names (links followed), or nil when it does not exist.
  package static func identity(_ path: String) -> [UInt64]? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return [UInt64(info.st_dev), UInt64(info.st_ino)]
  }

  /// The folders above a canonical path, nearest first: `/a/b/c` → `/a/b`, `/a`, `/`.
  private static func ancestors(_ canonicalPath: String) -> [String] {
    var parts = canonicalPath.split(separator: "/").map(String.init)
    var out: [String] = []
    while !parts.isEmpty {
      parts.removeLast()
      out.append("/" + parts.joined(separator: "/"))
    }
    return out
  }

  /// How `a` lies relative to `b`: decided by the device and inode of the real folders (a bind
  /// mount or a second path to the same folder is the same folder), and by their paths where a
  /// folder does not exist yet.
  package static func relation(_ a: String, _ b: String) -> Relation {
    let x = canonical(a)
    let y = canonical(b)
    let ix = identity(x)
    let iy = identity(y)
    if x == y || (ix != nil && ix == iy) { return .same }
    if let iy, ancestors(x).contains(where: { identity($0) == iy }) { return .inside }
    if let ix, ancestors(y).contains(where: { identity($0) == ix }) { return .contains }
    if x.hasPrefix(y == "/" ? "/" : y + "/") { return .inside }
    if y.hasPrefix(x == "/" ? "/" : x + "/") { return .contains }
    return .apart
  }

  /// Throws when the output folder is, lies inside, or contains one of the inputs.
  /// - Parameters:
  ///   - output: the option that names the output (`--output`) and its value.
  ///   - inputs: the options or arguments that name inputs, and their values.
  package static func refuseOverlap(
    output: (flag: String, path: String), inputs: [(flag: String, path: String)]
  )
    throws
  {
    for input in inputs {
      let o = Escape.console(output.path)
      let i = Escape.console(input.path)
      switch relation(output.path, input.path) {
      case .same:
        throw InputError(
          "\(output.flag) \(o) is the same folder as \(input.flag) \(i); Tessera never writes into a folder it reads. Choose another \(output.flag)."
        )
      case .inside:
        throw InputError(
          "\(output.flag) \(o) lies inside \(input.flag) \(i); its files would be read as input. Choose a \(output.flag) outside \(i)."
        )
      case .contains:
        throw InputError(
          "\(output.flag) \(o) contains \(input.flag) \(i); writing there could replace what is read. Choose a \(output.flag) that does not contain \(i)."
        )
      case .apart: continue
      }
    }
  }

  /// What is at a path, without following a final link.
  package enum Kind: Equatable {
    case file, folder, link, other
  }

  /// The kind of file at `path` without following a final link: nil when nothing is there.
  package static func kind(atPath path: String) -> Kind? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return kind(of: info)
  }

  /// The kind `info` describes.
  package static func kind(of info: stat) -> Kind {
    switch Int(info.st_mode) & Int(S_IFMT) {  // Int: mode_t differs by platform
    case Int(S_IFREG): return .file
    case Int(S_IFDIR): return .folder
    case Int(S_IFLNK): return .link
    default: return .other
    }
  }

  /// The system's words for `errno`.
  package static func reason(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }

  /// The path of folder `to` relative to folder `from` (both made canonical), as URL path
  /// segments ending in "/": `../verify/`; "" when they are the same folder.
  package static func relativeFolder(from: String, to: String) -> String {
    let a = canonical(from).split(separator: "/").map(String.init)
    let b = canonical(to).split(separator: "/").map(String.init)
    var common = 0
    while common < a.count, common < b.count, a[common] == b[common] { common += 1 }
    let up = Array(repeating: "..", count: a.count - common)
    let down = b[common...].map { Escape.urlComponent($0) }
    let parts = up + down
    return parts.isEmpty ? "" : parts.joined(separator: "/") + "/"
  }

  /// Whether `relative` names a regular file inside `folder` with no link on the way.
  package static func isFile(_ relative: String, inside folder: String) -> Bool {
    var prefix = folder
    let parts = relative.split(separator: "/")
    for (i, p) in parts.enumerated() {
      prefix += "/" + p
      let kind = FilePaths.kind(atPath: prefix)
      if i == parts.count - 1 { return kind == .file }
      if kind != .folder { return false }
    }
    return false
  }
}
