/// A publisher you send values through, as Combine's `PassthroughSubject`: each ``send(_:)``
/// reaches every current subscriber (in a test: a view's `onReceive` action runs, and the next
/// render shows what it changed).
public final class PassthroughSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
  private let subscribers = Subscribers<Output>()

  /// A subject with no subscribers.
  public init() {}

  /// Sends `value` to every subscriber.
  public func send(_ value: Output) { subscribers.send(value) }

  /// Calls `receiveValue` with every value sent from now on.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    subscribers.add(receiveValue)
  }
}

extension PassthroughSubject where Output == Void {
  /// Sends `()`.
  public func send() { send(()) }
}
