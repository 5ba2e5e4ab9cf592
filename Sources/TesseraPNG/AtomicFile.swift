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
    try write(bytes, named: path, in: AT_FDCWD, shownPath: path, folderShown: dir, durable: durable)
  }

  /// Writes `bytes` to the file `name` of the open folder `folder` (a descriptor, so no link met on
  /// the way to it after it was opened can redirect the write) atomically: a temporary file in the
  /// same folder, `fsync` when `durable`, then `renameat`.
  /// - Parameters:
  ///   - name: a file name inside `folder` (no `/`), or a path when `folder` is `AT_FDCWD`.
  ///   - shownPath: the target's path, for messages.
  /// - Throws: ``PNGError/io(path:detail:)`` naming the path and the system's reason.
  public static func write(
    _ bytes: [UInt8], named name: String, in folder: Int32, shownPath: String, durable: Bool = true
  ) throws {
    try write(
      bytes, named: name, in: folder, shownPath: shownPath,
      folderShown: (shownPath as NSString).deletingLastPathComponent, durable: durable)
  }

  private static func write(
    _ bytes: [UInt8], named name: String, in folder: Int32, shownPath path: String, folderShown dir: String,
    durable: Bool
  ) throws {
    let base = (name as NSString).lastPathComponent
    let prefix = folder == AT_FDCWD ? (name as NSString).deletingLastPathComponent : ""
    let temp =
      (prefix.isEmpty ? "" : prefix + "/") + "." + base
      + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    // Created under the registry's lock, so an interrupt either sees this file or stops it.
    guard
      let fd = pending.create(
        folder, temp, { openat(folder, temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644) })
    else {
      throw PNGError.io(path: path, detail: "not written: the process is exiting on a signal")
    }
    defer { pending.remove(folder, temp) }
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
          failure =
            errno == EFBIG
            ? "write failed: the file would exceed the size limit of this process (ulimit -f)"
            : "write failed: \(String(cString: strerror(errno)))"
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
    if failure == nil && renameat(folder, temp, folder, name) != 0 {
      failure = "rename failed: \(String(cString: strerror(errno)))"
    }
    if let failure {
      unlinkat(folder, temp, 0)
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

  /// Whether `name` has the shape of a temporary file of this type for any target
  /// (`.<target>.tmp-<pid>-<number>`): what a write killed before its rename leaves behind. Never
  /// an image to compare.
  public static func isTemporaryName(_ name: String) -> Bool {
    guard name.hasPrefix("."), let range = name.range(of: ".tmp-", options: .backwards),
      range.lowerBound > name.index(after: name.startIndex)
    else { return false }
    return isTemporaryName(name, for: String(name[name.index(after: name.startIndex)..<range.lowerBound]))
  }

  /// Makes a process survive writing past its file-size limit (`ulimit -f`): the write fails with
  /// EFBIG and its temporary file is deleted, instead of SIGXFSZ ending the process and leaving it.
  public static func ignoreFileSizeSignal() {
    signal(SIGXFSZ, SIG_IGN)
  }
}

/// The temporary files being written, shared between threads and the interrupt handler: each as
/// the folder descriptor it is in (or `AT_FDCWD`) and its name there.
private final class PendingFiles: @unchecked Sendable {
  private struct Entry: Hashable {
    var folder: Int32
    var name: String
  }
  private let lock = NSLock()
  private var entries: Set<Entry> = []
  private var closed = false

  /// Runs `make` (which creates the file and returns its descriptor) under the lock and registers
  /// it; nil, without running it, once ``closeAndRemoveAll()`` has run.
  func create(_ folder: Int32, _ name: String, _ make: () -> Int32) -> Int32? {
    lock.withLock {
      if closed { return nil }
      let fd = make()
      if fd >= 0 { entries.insert(Entry(folder: folder, name: name)) }
      return fd
    }
  }

  func remove(_ folder: Int32, _ name: String) {
    lock.withLock { _ = entries.remove(Entry(folder: folder, name: name)) }
  }

  /// Deletes every registered file and refuses new ones.
  func closeAndRemoveAll() {
    lock.withLock {
      closed = true
      for e in entries { unlinkat(e.folder, e.name, 0) }
      entries.removeAll()
    }
  }
}
