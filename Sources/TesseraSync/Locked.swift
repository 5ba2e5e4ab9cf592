#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// State shared between threads, reached only under a POSIX mutex.
///
/// Tessera's caches, pools and counters use it instead of `Synchronization.Mutex` because
/// ThreadSanitizer understands `pthread_mutex_t`: on Linux, `Mutex` locks with futex system calls
/// that ThreadSanitizer does not see, so every contended `Mutex` shows up as a false data race and
/// hides real ones. With `Locked`, `swift test --sanitize=thread` reports only real races.
public final class Locked<State>: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var state: State

  /// Creates the lock around an initial state.
  public init(_ state: State) {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    self.state = state
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with the state while holding the lock, and returns what it returns.
  public func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&state)
  }
}
