import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which file is at a path, and which version of it: device, inode, size, and the modification
/// and status-change times to the nanosecond. Writing, replacing or touching a file changes it
/// (the status-change time cannot be set back by ordinary tools), so a check done on a file can be
/// remembered by its identity and trusted while the identity stays the same.
public enum FileIdentity {
  /// The identity of the file at `path` (links followed), or nil when it cannot be read.
  public static func of(_ path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      let m = info.st_mtimespec
      let c = info.st_ctimespec
    #else
      let m = info.st_mtim
      let c = info.st_ctim
    #endif
    return "\(info.st_dev) \(info.st_ino) \(info.st_size) \(m.tv_sec).\(m.tv_nsec) \(c.tv_sec).\(c.tv_nsec)"
  }
}
