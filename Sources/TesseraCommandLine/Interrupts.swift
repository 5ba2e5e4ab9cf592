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
enum Interrupts {
  nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

  /// Installs the handlers (once, at the start of `main`).
  static func install() {
    for sig in [SIGINT, SIGTERM, SIGHUP] {
      signal(sig, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
      source.setEventHandler {
        AtomicFile.removePendingTemporaryFiles()
        FileHandle.standardError.write(Data("\ntessera: interrupted; no file was left half-written\n".utf8))
        Foundation.exit(128 + sig)
      }
      source.resume()
      sources.append(source)
    }
  }
}
