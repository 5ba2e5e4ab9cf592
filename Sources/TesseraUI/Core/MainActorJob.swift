import Foundation

/// Runs synchronous work on the current thread as a job of the main actor's executor, so the
/// code of an app's views finds itself on the main actor wherever Tessera renders.
///
/// SwiftUI's `View`, `ViewModifier` and styles are `@MainActor`, and Swift 6 checks it at run
/// time: a closure of a view's `body` (`items.map { Row($0) }`, a `ForEach` row, a button's
/// action, a binding's getter) that is main-actor isolated traps when it runs where the main
/// actor's executor is not the current one. Tessera resolves views on its layout threads (64 MiB
/// stacks, several renders at once), so it runs each pass as a job given to the main actor's
/// executor on that thread: the run-time check and `MainActor.assumeIsolated` pass, and the
/// pass is still a plain synchronous call. Nothing is enqueued on the real main queue, so a
/// render from a `@MainActor` test that blocks the main thread cannot deadlock.
///
/// What this leaves to the app: two renders at once (the catalog's `--jobs` in one process) are
/// two such jobs at the same time, where iOS would run them one after the other; state that is
/// shared across previews (a `@MainActor` singleton) must tolerate that, or the catalog runs
/// each render in its own worker process (the default).
nonisolated enum MainActorJob {
  /// An executor whose jobs run on the thread that enqueues them, as the main actor's.
  private final class InlineMainExecutor: TaskExecutor, @unchecked Sendable {
    func enqueue(_ job: consuming ExecutorJob) {
      job.runSynchronously(on: MainActor.sharedUnownedExecutor)
    }
  }

  private static let executor = InlineMainExecutor()

  /// Whether the current thread already runs as the main actor (the main thread, or a job of
  /// the main actor's executor).
  static var isMainActor: Bool {
    Thread.isMainThread || MainActorJob.$running.get()
  }

  @TaskLocal private static var running = false

  /// The result of `work`, run on this thread as a job of the main actor's executor (directly
  /// when the thread already is the main actor).
  static func run<T>(_ work: () -> T) -> T {
    if isMainActor { return work() }
    return withoutActuallyEscaping(work) { escapable in
      let box = Outcome<T>()
      nonisolated(unsafe) let escapable = escapable
      let done = DispatchSemaphore(value: 0)
      _ = Task(executorPreference: executor) {
        MainActorJob.$running.withValue(true) { box.result = escapable() }
        done.signal()
      }
      // The executor runs the job inside `Task.init`, on this thread: the wait returns at once.
      done.wait()
      return box.result ?? escapable()
    }
  }

  /// The result of throwing `work`, run as ``run(_:)`` runs it.
  static func run<T>(_ work: () throws -> T) throws -> T {
    try run { Result { try work() } }.get()
  }

  private final class Outcome<T>: @unchecked Sendable {
    var result: T?
  }
}
