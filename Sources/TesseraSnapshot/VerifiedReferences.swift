import Foundation
import TesseraFiles
import TesseraSync

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reference files whose stored digest has been checked against their own decoded pixels, by file
/// identity (device, inode, size, modification and status-change times).
///
/// A digest stored in a file is a cache, never the truth: a snapshot check accepts "the stored
/// digest equals the new image's" only for a file listed here; any other file is decoded and
/// compared once, then listed. Editing, replacing or touching the file changes its identity (the
/// status-change time cannot be set back by ordinary tools), so the check runs again.
///
/// The list lives in memory and in `verified-references.txt` in the artifacts folder
/// (`.build/tessera-artifacts/` by default), one line a file, appended with `O_APPEND`, so later
/// test processes skip the decode too. A damaged or missing list only costs a decode.
enum VerifiedReferences {
  private static let known = Locked<[String: Set<String>]>([:])

  /// The identity of the file at `path` (`FileIdentity`), or nil when it cannot be read.
  static func identity(of path: String) -> String? { FileIdentity.of(path) }

  /// Whether the file with this identity was verified (in this process or an earlier one).
  static func contains(_ identity: String, list: String) -> Bool {
    loaded(list).contains(identity)
  }

  /// Lists a verified file.
  static func insert(_ identity: String, list: String) {
    let added = known.withLock { k -> Bool in
      k[list, default: []].insert(identity).inserted
    }
    guard added else { return }
    let dir = (list as NSString).deletingLastPathComponent
    guard !dir.isEmpty, dir != "/" else { return }  // No artifacts folder: memory only.
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let fd = open(list, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NOFOLLOW, 0o644)
    guard fd >= 0 else { return }
    defer { close(fd) }
    var info = stat()
    // A list past 4 MiB starts again (its entries are only a cache).
    if fstat(fd, &info) == 0, info.st_size > 4 << 20 { _ = ftruncate(fd, 0) }
    let line = Array((identity + "\n").utf8)
    _ = line.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
  }

  private static func loaded(_ list: String) -> Set<String> {
    if let set = known.withLock({ $0[list] }) { return set }
    var set: Set<String> = []
    if let data = FileManager.default.contents(atPath: list), data.count <= 4 << 20 {
      for line in String(decoding: data, as: UTF8.self).split(separator: "\n") { set.insert(String(line)) }
    }
    return known.withLock { k in
      k[list, default: []].formUnion(set)
      return k[list, default: []]
    }
  }
}
