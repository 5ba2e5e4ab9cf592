import Dispatch
import Foundation
import TesseraPNG

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C, SIGTERM and SIGHUP while the command writes: the temporary files of writes under way
/// are deleted and the process exits with 128 + the signal's number. Files already renamed into
/// place are whole; targets not yet replaced keep their old contents.
package enum Interrupts {
  nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

  private static let finishingLock = NSLock()

  /// Runs `body` with Ctrl-C, SIGTERM and SIGHUP held until it returns: for a batch of writes that
  /// must be applied whole (accepted references).
  package static func finishing<T>(_ body: () throws -> T) rethrows -> T {
    finishingLock.lock()
    defer { finishingLock.unlock() }
    return try body()
  }

  /// Installs the handlers (once, at the start of `main`).
  package static func install() {
    // Past the file-size limit a write fails (and its temporary file goes) instead of SIGXFSZ
    // ending the process with the temporary file left behind.
    AtomicFile.ignoreFileSizeSignal()
    for sig in [SIGINT, SIGTERM, SIGHUP] {
      signal(sig, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
      source.setEventHandler {
        // A batch of reference writes under way ends first: never half of an accepted batch.
        finishingLock.lock()
        AtomicFile.removePendingTemporaryFiles()
        FileHandle.standardError.write(Data("\ntessera: interrupted; no file was left half-written\n".utf8))
        Foundation.exit(128 + sig)
      }
      source.resume()
      sources.append(source)
    }
  }
}
