import Foundation

/// Reads tokens files with POSIX calls, refusing a file over its size limit before reading it.
enum TokenFile {
  /// The bytes of the regular file at `path`, at most `limit` of them.
  /// - Throws: ``TokenError/unreadable(path:detail:)`` or ``TokenError/tooLarge(path:size:limit:)``
  ///   (also when the file grows past the limit while it is read).
  static func read(_ path: String, limit: Int) throws -> Data {
    // Non-blocking, so that a FIFO under the name cannot hang the open.
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else {
      let code = errno
      let detail =
        code == ENOENT || code == ENOTDIR ? "no such file or not readable" : String(cString: strerror(code))
      throw TokenError.unreadable(path: path, detail: detail)
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      throw TokenError.unreadable(path: path, detail: String(cString: strerror(errno)))
    }
    guard Int(info.st_mode) & Int(S_IFMT) == Int(S_IFREG) else {
      throw TokenError.unreadable(path: path, detail: "not a regular file")
    }
    let size = Int(info.st_size)
    guard size <= limit else { throw TokenError.tooLarge(path: path, size: size, limit: limit) }
    // One byte over the limit at most, to notice a file that grew.
    var bytes = [UInt8](repeating: 0, count: min(size, limit) + 1)
    var filled = 0
    while filled < bytes.count {
      let n = bytes.withUnsafeMutableBytes { buffer in
        Foundation.read(fd, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
      }
      if n < 0 {
        let code = errno
        if code == EINTR { continue }
        throw TokenError.unreadable(path: path, detail: "read failed: \(String(cString: strerror(code)))")
      }
      if n == 0 { break }
      filled += n
      if filled == bytes.count, filled <= limit { bytes += [UInt8](repeating: 0, count: 65536) }
    }
    guard filled <= limit else { throw TokenError.tooLarge(path: path, size: filled, limit: limit) }
    return Data(bytes.prefix(filled))
  }
}
