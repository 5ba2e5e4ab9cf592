import Foundation

/// The receivers of a publisher's values: a list a subject or a `@Published` property keeps, and
/// calls in order when it sends.
final class Subscribers<Output>: @unchecked Sendable {
  private let lock = NSLock()
  private var receivers: [(id: UInt64, receive: (Output) -> Void)] = []
  private var next: UInt64 = 0

  /// Adds `receive`; the token removes it.
  func add(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
    let id = lock.withLock { () -> UInt64 in
      next += 1
      receivers.append((next, receive))
      return next
    }
    return AnyCancellable { [weak self] in self?.remove(id) }
  }

  private func remove(_ id: UInt64) { lock.withLock { receivers.removeAll { $0.id == id } } }

  /// Sends `value` to every receiver (outside the lock: a receiver may subscribe or send).
  func send(_ value: Output) {
    let all = lock.withLock { receivers.map(\.receive) }
    for receive in all { receive(value) }
  }
}
