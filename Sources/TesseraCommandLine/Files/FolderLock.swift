import Foundation
import TesseraFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive lock on a folder (`flock` on the folder itself, no lock file), held until the
/// process ends or ``release()``: two `tessera` processes never write into one folder at once.
package final class FolderLock: @unchecked Sendable {
  private var fd: Int32

  /// Takes the lock without waiting.
  /// - Throws: ``InputError`` naming the folder when another process holds it, or when the folder
  ///   cannot be opened.
  package init(_ path: String) throws {
    fd = open(path, O_RDONLY | O_CLOEXEC | O_DIRECTORY)
    guard fd >= 0 else {
      throw InputError("cannot open the folder \(Escape.console(path)): \(FilePaths.reason())")
    }
    if flock(fd, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      close(fd)
      fd = -1
      if code == EWOULDBLOCK {
        throw InputError(
          "another tessera process is writing into \(Escape.console(path)); wait for it to finish, or choose another folder"
        )
      }
      throw InputError("cannot lock the folder \(Escape.console(path)): \(FilePaths.reason(code))")
    }
  }

  /// Releases the lock (also released when the process exits).
  package func release() {
    if fd >= 0 {
      close(fd)
      fd = -1
    }
  }

  deinit { release() }
}
