import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads whole files with POSIX calls: a non-blocking open (a FIFO under the name cannot hang
/// it), one `fstat`, then `read` into a buffer of the file's size. Only regular files are read.
/// The one file reader of PNG files, tokens files and compared folders.
public enum FileBytes {
  /// Why a file could not be read; each case carries what a message needs.
  public enum Failure: Error, Sendable, Equatable {
    /// `open` failed with this `errno` (`ENOENT`: no such file; `ELOOP` with `followLinks: false`:
    /// a link).
    case open(errno: Int32)
    /// `fstat` failed with this `errno`.
    case status(errno: Int32)
    /// The path names a folder, a pipe, a socket or a device.
    case notRegular(isFolder: Bool)
    /// The file holds more than the limit (at least `size` bytes).
    case tooLarge(size: Int)
    /// `read` failed with this `errno`.
    case read(errno: Int32)

    /// The failure in words, without the path (callers name the file).
    public var words: String {
      switch self {
      case .open(let e) where e == ENOENT || e == ENOTDIR: return "no such file"
      case .open(let e) where e == EACCES: return "cannot open for reading (permission denied)"
      case .open(let e) where e == ELOOP: return "is a symbolic link"
      case .open(let e): return "cannot open for reading: \(String(cString: strerror(e)))"
      case .status(let e): return "cannot read its size: \(String(cString: strerror(e)))"
      case .notRegular(true): return "is a directory, not a file"
      case .notRegular(false): return "is not a regular file (a pipe, socket or device)"
      case .tooLarge(let size): return "is too large (\(size) bytes or more)"
      case .read(let e): return "read failed: \(String(cString: strerror(e)))"
      }
    }
  }

  /// The bytes of the regular file at `path`.
  /// - Parameters:
  ///   - limit: the most bytes accepted (checked against the size before reading, and again
  ///     while reading a file that grows); default no limit.
  ///   - followLinks: whether a final symbolic link is followed; default true.
  public static func read(_ path: String, limit: Int = .max, followLinks: Bool = true) -> Result<
    [UInt8], Failure
  > {
    read(cPath: Array(path.utf8CString), limit: limit, followLinks: followLinks)
  }

  /// The same, for a path given as NUL-terminated bytes (names that are not UTF-8).
  public static func read(cPath: [CChar], limit: Int = .max, followLinks: Bool = true) -> Result<
    [UInt8], Failure
  > {
    let fd = open(cPath, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followLinks ? 0 : O_NOFOLLOW))
    guard fd >= 0 else { return .failure(.open(errno: errno)) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .failure(.status(errno: errno)) }
    let kind = Int(info.st_mode) & Int(S_IFMT)  // Int: mode_t differs by platform
    guard kind == Int(S_IFREG) else { return .failure(.notRegular(isFolder: kind == Int(S_IFDIR))) }
    let size = max(0, Int(info.st_size))
    guard size <= limit else { return .failure(.tooLarge(size: size)) }
    // One byte more than the size, so the read that finds the end needs no other buffer; a file
    // that grows while being read makes the buffer grow.
    var bytes = [UInt8](repeating: 0, count: size + 1)
    var filled = 0
    while true {
      if filled == bytes.count {
        guard filled <= limit else { return .failure(.tooLarge(size: filled)) }
        bytes += [UInt8](repeating: 0, count: max(65536, bytes.count))
      }
      let n = bytes.withUnsafeMutableBytes { buffer in
        Foundation.read(fd, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
      }
      if n < 0 {
        let code = errno
        if code == EINTR { continue }
        return .failure(.read(errno: code))
      }
      if n == 0 { break }
      filled += n
    }
    guard filled <= limit else { return .failure(.tooLarge(size: filled)) }
    bytes.removeLast(bytes.count - filled)
    return .success(bytes)
  }
}
