import Foundation
import TesseraFiles

/// Reads tokens files with POSIX calls, refusing a file over its size limit before reading it.
enum TokenFile {
  /// The bytes of the regular file at `path`, at most `limit` of them.
  /// - Throws: ``TokenError/unreadable(path:detail:)`` or ``TokenError/tooLarge(path:size:limit:)``
  ///   (also when the file grows past the limit while it is read).
  static func read(_ path: String, limit: Int) throws -> Data {
    switch FileBytes.read(path, limit: limit) {
    case .success(let bytes): return Data(bytes)
    case .failure(.tooLarge(let size)): throw TokenError.tooLarge(path: path, size: size, limit: limit)
    case .failure(.open(let e)) where e == ENOENT || e == ENOTDIR:
      throw TokenError.unreadable(path: path, detail: "no such file or not readable")
    case .failure(.notRegular): throw TokenError.unreadable(path: path, detail: "not a regular file")
    case .failure(let failure): throw TokenError.unreadable(path: path, detail: failure.words)
    }
  }
}
