#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a render worker gave no answer for an image: it crashed, hung, ran out of memory, exited,
/// or could not be started. Its description says so in words, for the run's failure list.
enum WorkerFailure: Error, CustomStringConvertible, Sendable {
  /// No reply within the time limit; the worker was stopped.
  case timedOut(seconds: Double)
  /// The worker ended while working on the image.
  case ended(WorkerProcess.Termination, memoryLimitMiB: Int)
  /// The worker's reply was not a well-formed message.
  case malformedReply
  /// No worker could be started.
  case couldNotStart(String)

  var description: String {
    switch self {
    case .timedOut(let s):
      return
        "hung: no image after \(s.clean) s, so its render worker was stopped (--timeout raises the limit)"
    case .malformedReply:
      return "its render worker answered with something that is not an image, and was stopped"
    case .couldNotStart(let why):
      return why
    case .ended(let t, let limit):
      // A failed allocation ends a Swift program with SIGABRT, SIGTRAP or SIGILL, the system's
      // out-of-memory killer with SIGKILL: with over half of its memory held (the allocation that
      // fails may be large), the worker ran out of it. SIGSEGV (a stack overflow) is a crash.
      let memorySignals: Set<Int32> = [SIGABRT, SIGTRAP, SIGILL, SIGKILL]
      if let s = t.signal, memorySignals.contains(s), t.maxResidentKiB >= limit * 1024 / 2 {
        return
          "ran out of memory: its render worker held \(t.maxResidentKiB / 1024) MiB of the \(limit) MiB it may use (--worker-memory raises the limit)"
      }
      if let s = t.signal { return "crashed: \(Self.words(signal: s))" }
      return
        "its render worker exited with status \(t.status ?? -1) while rendering it (exit() called from the view?)"
    }
  }

  /// A fatal signal in words.
  static func words(signal s: Int32) -> String {
    switch s {
    case SIGSEGV:
      return
        "SIGSEGV, a bad memory access or a stack overflow (endless recursion, such as a view whose body contains itself)"
    case SIGILL, SIGTRAP:
      return
        "\(s == SIGILL ? "SIGILL" : "SIGTRAP"), a Swift runtime trap (fatalError, preconditionFailure, a force unwrap of nil, an index out of range, an arithmetic overflow, or an allocation over the memory limit)"
    case SIGABRT: return "SIGABRT, the process aborted"
    case SIGBUS: return "SIGBUS, a bad memory access"
    case SIGFPE: return "SIGFPE, an arithmetic error"
    case SIGKILL: return "SIGKILL, killed from outside (the system may have run out of memory)"
    default: return "signal \(s)"
    }
  }
}
