import Foundation
import TesseraSync

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One render worker: this program started again in worker mode, reading requests on its standard
/// input and answering on file descriptor 3. A worker that crashes, hangs past its deadline or
/// runs out of memory takes only itself down: the parent reports the image and starts another.
final class WorkerProcess {
  /// The child's process id.
  let pid: pid_t
  private let requests: Int32
  private let replies: Int32
  private var reaped: Termination?
  private var inputOpen = true

  /// The file descriptor the worker answers on.
  static let replyDescriptor: Int32 = 3

  /// How a worker ended.
  struct Termination: Sendable, Equatable {
    /// Its exit status, when it exited.
    var status: Int32?
    /// The signal that ended it, when one did.
    var signal: Int32?
    /// The most memory it held, in KiB.
    var maxResidentKiB: Int
  }

  /// Spawning is serialized: a pipe made for one worker must not leak into another started at the
  /// same moment (each worker would keep the other's input open, and neither would ever end).
  private static let spawnLock = Locked(())

  /// Starts a worker running `executable` with `arguments` (the parent's own) and `environment`.
  /// - Throws: an ``InputError`` naming the failure when the process cannot be started.
  init(executable: String, arguments: [String], environment: [String: String]) throws {
    let result: Result<(pid_t, Int32, Int32), InputError> = Self.spawnLock.withLock { _ in
      var toChild: [Int32] = [-1, -1]
      var fromChild: [Int32] = [-1, -1]
      guard pipe(&toChild) == 0 else {
        return .failure(
          InputError("cannot make a pipe for a render worker: \(String(cString: strerror(errno)))"))
      }
      guard pipe(&fromChild) == 0 else {
        close(toChild[0])
        close(toChild[1])
        return .failure(
          InputError("cannot make a pipe for a render worker: \(String(cString: strerror(errno)))"))
      }
      for fd in toChild + fromChild { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
      // The parent's ends never block a write to a worker that died (EPIPE instead of SIGPIPE).
      signal(SIGPIPE, SIG_IGN)

      #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
      #else
        var actions: posix_spawn_file_actions_t? = nil
      #endif
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
      posix_spawn_file_actions_adddup2(&actions, fromChild[1], WorkerProcess.replyDescriptor)

      let argv = ([executable] + arguments).map { strdup($0) } + [nil]
      let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
      defer {
        for p in argv { free(p) }
        for p in envp { free(p) }
      }
      var pid: pid_t = 0
      let rc = posix_spawn(&pid, executable, &actions, nil, argv, envp)
      close(toChild[0])
      close(fromChild[1])
      guard rc == 0 else {
        close(toChild[1])
        close(fromChild[0])
        return .failure(
          InputError("cannot start a render worker (\(executable)): \(String(cString: strerror(rc)))"))
      }
      return .success((pid, toChild[1], fromChild[0]))
    }
    (pid, requests, replies) = try result.get()
  }

  /// Sends one request frame; false when the worker is gone.
  func send(_ frame: [UInt8]) -> Bool { WorkerWire.writeAll(frame, to: requests) }

  /// Waits for one reply frame until `deadline`.
  func receive(deadline: Date) -> Result<[[UInt8]], WorkerWire.ReadFailure> {
    WorkerWire.readFrame(from: replies, deadline: deadline)
  }

  /// Stops the worker at once (SIGKILL) and reaps it.
  @discardableResult
  func kill() -> Termination {
    if reaped == nil { _ = Glibc_kill(pid, SIGKILL) }
    return reap()
  }

  /// Closes its input (a worker ends when its input does) and waits for it to end.
  @discardableResult
  func finish() -> Termination {
    closeInput()
    return reap()
  }

  private func closeInput() {
    if inputOpen { close(requests) }
    inputOpen = false
  }

  /// Waits for the worker to end and says how it did.
  @discardableResult
  func reap() -> Termination {
    if let reaped { return reaped }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
    let t = Termination(
      status: Self.exited(status) ? (status >> 8) & 0xFF : nil,
      signal: Self.exited(status) ? nil : status & 0x7F,
      maxResidentKiB: Self.kibibytes(usage.ru_maxrss))
    close(replies)
    reaped = t
    return t
  }

  deinit {
    if reaped == nil { kill() }
    closeInput()
  }

  private static func exited(_ status: Int32) -> Bool { status & 0x7F == 0 }

  /// `ru_maxrss` in KiB (Linux gives KiB, Darwin bytes).
  private static func kibibytes(_ maxrss: Int) -> Int {
    #if canImport(Darwin)
      return maxrss / 1024
    #else
      return maxrss
    #endif
  }

  /// The path of the running program, to start it again as a worker.
  static var currentExecutable: String? {
    #if os(Linux)
      if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        return path
      }
    #endif
    return Bundle.main.executablePath
  }
}

/// `kill(2)`, named apart from ``WorkerProcess/kill()``.
private func Glibc_kill(_ pid: pid_t, _ signal: Int32) -> Int32 {
  #if canImport(Glibc)
    return Glibc.kill(pid, signal)
  #else
    return Darwin.kill(pid, signal)
  #endif
}
