import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files atomically with POSIX calls: a temporary file beside the target, `fsync`, then
/// `rename`. On any failure the temporary file is removed and the target is left as it was.
public enum AtomicFile {
  /// Writes `bytes` to `path` atomically.
  /// - Parameter durable: whether to `fsync` the data before the rename (the default), so that
  ///   even a power loss never leaves an empty or partial file under `path`. Without it, readers
  ///   still never see a partial file; use `false` only for output that is cheap to make again
  ///   (preview images, which `tessera previews` checks and rewrites).
  /// - Throws: ``PNGError/io(path:detail:)`` naming the path and the system's reason.
  public static func write(_ bytes: [UInt8], to path: String, durable: Bool = true) throws {
    let url = URL(fileURLWithPath: path)
    let dir = url.deletingLastPathComponent().path
    var isDir: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
      throw PNGError.io(path: path, detail: "is a directory; cannot write a file there")
    }
    guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
      throw PNGError.io(path: path, detail: "folder \(dir) does not exist")
    }
    let temp = dir + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    // Created under the registry's lock, so an interrupt either sees this file or stops it.
    guard
      let fd = pending.create(
        temp, { open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644) })
    else {
      throw PNGError.io(path: path, detail: "not written: the process is exiting on a signal")
    }
    defer { pending.remove(temp) }
    guard fd >= 0 else {
      throw PNGError.io(
        path: path, detail: "cannot create a file in \(dir): \(String(cString: strerror(errno)))")
    }
    var failure: String? = nil
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let n = Foundation.write(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          failure = "write failed: \(String(cString: strerror(errno)))"
          return
        }
        offset += n
      }
    }
    if failure == nil && durable && fsync(fd) != 0 {
      failure = "fsync failed: \(String(cString: strerror(errno)))"
    }
    if close(fd) != 0 && failure == nil {
      failure = "close failed: \(String(cString: strerror(errno)))"
    }
    if failure == nil && rename(temp, path) != 0 {
      failure = "rename failed: \(String(cString: strerror(errno)))"
    }
    if let failure {
      unlink(temp)
      throw PNGError.io(path: path, detail: failure)
    }
  }

  /// Temporary files being written right now, by any thread.
  private static let pending = PendingFiles()

  /// Deletes the temporary files of writes still under way, for a process that is about to exit on
  /// a signal (Ctrl-C): nothing half-written is left beside the targets, and no target changes.
  /// From then on no write starts.
  public static func removePendingTemporaryFiles() {
    pending.closeAndRemoveAll()
  }

  /// Whether `name` (a file name, no folder) is the name of a temporary file this type makes for
  /// the target file name `target`: `.<target>.tmp-<pid>-<number>`.
  public static func isTemporaryName(_ name: String, for target: String) -> Bool {
    let prefix = "." + target + ".tmp-"
    guard name.hasPrefix(prefix) else { return false }
    let parts = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
    return parts.count == 2
      && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
  }
}

/// The temporary files being written, shared between threads and the interrupt handler.
private final class PendingFiles: @unchecked Sendable {
  private let lock = NSLock()
  private var paths: Set<String> = []
  private var closed = false

  /// Runs `make` (which creates `path` and returns its descriptor) under the lock and registers
  /// the path; nil, without running it, once ``closeAndRemoveAll()`` has run.
  func create(_ path: String, _ make: () -> Int32) -> Int32? {
    lock.withLock {
      if closed { return nil }
      let fd = make()
      if fd >= 0 { paths.insert(path) }
      return fd
    }
  }

  func remove(_ path: String) { lock.withLock { _ = paths.remove(path) } }

  /// Deletes every registered file and refuses new ones.
  func closeAndRemoveAll() {
    lock.withLock {
      closed = true
      for p in paths { unlink(p) }
      paths.removeAll()
    }
  }
}
