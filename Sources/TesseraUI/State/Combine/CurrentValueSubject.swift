import Foundation

/// A publisher holding a current value, as Combine's `CurrentValueSubject`: a subscriber gets the
/// current value at once, then every value sent.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
  private let lock = NSLock()
  private var current: Output
  private let subscribers = Subscribers<Output>()

  /// A subject whose current value is `value`.
  public init(_ value: Output) { current = value }

  /// The current value; setting it sends it.
  public var value: Output {
    get { lock.withLock { current } }
    set { send(newValue) }
  }

  /// Makes `value` current and sends it to every subscriber.
  public func send(_ value: Output) {
    lock.withLock { current = value }
    subscribers.send(value)
  }

  /// Sends the current value to `receiveValue`, then every value sent from now on.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    receiveValue(value)
    return subscribers.add(receiveValue)
  }
}
