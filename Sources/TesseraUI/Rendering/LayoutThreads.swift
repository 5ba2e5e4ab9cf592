import Foundation
import TesseraSync

/// Long-lived threads with large stacks on which views are resolved and laid out.
///
/// Deep view trees recurse deeply, beyond the 512 KiB stack of a secondary thread, so each render
/// runs on a thread with a 64 MiB stack. Starting a thread for every render cost about a tenth of
/// a millisecond (the thread, its stack mapping, its first page faults); these threads are kept
/// and reused instead. A caller borrows an idle thread (or starts one when all are busy), hands
/// it the work, waits for it, and gives the thread back: so one thread never runs two renders at
/// once, and at most ``maximumIdle`` threads wait between renders.
final class LayoutThreads: Sendable {
  /// The threads every renderer shares.
  static let shared = LayoutThreads()

  /// Idle threads kept for reuse; more are started when several renders run at once.
  static let maximumIdle = 16

  /// The stack of each thread, in bytes.
  static let stackSize = 64 << 20

  /// One thread and the work handed to it.
  private final class Worker: Sendable {
    let job = Locked<(@Sendable () -> Void)?>(nil)
    let wake = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    let retire = Locked(false)

    /// Starts the thread, which waits for work until it is retired.
    init() {
      let thread = Thread { [job, wake, done, retire] in
        while true {
          wake.wait()
          if retire.withLock({ $0 }) { return }
          // The work, and everything it captured, is released before the caller is told it is
          // done: nothing of the caller's outlives its wait on this thread.
          do {
            let work = job.withLock { j -> (@Sendable () -> Void)? in
              defer { j = nil }
              return j
            }
            // As the main actor, which an app's view code is isolated to (``MainActorJob``).
            if let work { MainActorJob.run(work) }
          }
          done.signal()
        }
      }
      thread.stackSize = LayoutThreads.stackSize
      thread.start()
    }
  }

  private let idle = Locked<[Worker]>([])

  /// How many threads wait for work now.
  var idleCount: Int { idle.withLock { $0.count } }

  /// Runs `work` on one of the threads and returns when it has finished.
  func run(_ work: @escaping @Sendable () -> Void) {
    let worker = idle.withLock { $0.popLast() } ?? Worker()
    worker.job.withLock { $0 = work }
    worker.wake.signal()
    worker.done.wait()
    let kept = idle.withLock { list -> Bool in
      guard list.count < Self.maximumIdle else { return false }
      list.append(worker)
      return true
    }
    if !kept {
      worker.retire.withLock { $0 = true }
      worker.wake.signal()
    }
  }
}
