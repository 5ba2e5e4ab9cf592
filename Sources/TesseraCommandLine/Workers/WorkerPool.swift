import Foundation
import TesseraSync

/// Render workers, one per slot, each a process of its own: a catalog run hands them the indices
/// of its jobs and gets images back. A worker that crashes, hangs or runs out of memory costs
/// the image it was working on; its slot starts a new worker for the next one.
final class WorkerPool: @unchecked Sendable {
  /// How many workers run at once.
  let slots: Int
  /// Time and memory limits.
  let limits: WorkerLimits
  private let executable: String
  private let arguments: [String]
  private let environment: [String: String]
  /// One worker per slot; each slot's entry is touched only by the thread serving that slot.
  private var workers: [WorkerProcess?]

  /// A pool of `slots` workers running this program again with its own arguments.
  /// - Throws: an ``InputError`` when the program's path cannot be found.
  init(slots: Int, limits: WorkerLimits) throws {
    guard let executable = WorkerProcess.currentExecutable else {
      throw InputError("cannot find this program's path to start render workers")
    }
    self.slots = max(1, slots)
    self.limits = limits
    self.executable = executable
    arguments = Array(CommandLine.arguments.dropFirst())
    var environment = ProcessInfo.processInfo.environment
    environment[RenderWorker.roleVariable] = "1"
    environment[RenderWorker.memoryVariable] = String(limits.memoryMiB)
    self.environment = environment
    workers = Array(repeating: nil, count: self.slots)
  }

  /// Runs `count` requests across the slots: `request(i)` is sent with a deadline of `seconds`, and
  /// `handle(i, reply)` is called on the slot's thread with the reply's parts or why there is none.
  func run(
    _ count: Int, seconds: Double, request: @Sendable (Int) throws -> [UInt8],
    handle: @Sendable (Int, Result<[[UInt8]], WorkerFailure>) -> Void
  ) {
    let next = Locked(0)
    DispatchQueue.concurrentPerform(iterations: min(slots, max(count, 1))) { slot in
      while true {
        let i = next.withLock { n -> Int in
          defer { n += 1 }
          return n
        }
        guard i < count else { return }
        handle(i, perform(slot: slot, seconds: seconds) { try request(i) })
      }
    }
  }

  private func perform(slot: Int, seconds: Double, _ frame: () throws -> [UInt8]) -> Result<
    [[UInt8]], WorkerFailure
  > {
    let bytes: [UInt8]
    do { bytes = try frame() } catch {
      return .failure(.couldNotStart("cannot encode the request: \(error)"))
    }
    if workers[slot] == nil {
      do {
        workers[slot] = try WorkerProcess(
          executable: executable, arguments: arguments, environment: environment)
      } catch {
        return .failure(.couldNotStart("\(error)"))
      }
    }
    guard let worker = workers[slot] else { return .failure(.couldNotStart("no render worker")) }
    guard worker.send(bytes) else {
      workers[slot] = nil
      return .failure(.ended(worker.reap(), memoryLimitMiB: limits.memoryMiB))
    }
    switch worker.receive(deadline: Date(timeIntervalSinceNow: seconds)) {
    case .success(let parts):
      return .success(parts)
    case .failure(.timedOut):
      workers[slot] = nil
      worker.kill()
      return .failure(.timedOut(seconds: seconds))
    case .failure(.closed):
      workers[slot] = nil
      return .failure(.ended(worker.reap(), memoryLimitMiB: limits.memoryMiB))
    case .failure(.malformed):
      workers[slot] = nil
      worker.kill()
      return .failure(.malformedReply)
    }
  }

  /// Ends every worker (each ends when its input closes) and waits for them.
  func close() {
    for (i, w) in workers.enumerated() {
      w?.finish()
      workers[i] = nil
    }
  }

  deinit { close() }
}
