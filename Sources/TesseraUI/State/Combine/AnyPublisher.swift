/// A publisher with its type erased, as Combine's `AnyPublisher`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let subscribe: (@escaping (Output) -> Void) -> AnyCancellable

  /// Wraps `publisher`.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    subscribe = { publisher.sink(receiveValue: $0) }
  }

  /// A publisher whose subscriptions are made by `subscribe`.
  init(subscribe: @escaping (@escaping (Output) -> Void) -> AnyCancellable) { self.subscribe = subscribe }

  /// Subscribes to the wrapped publisher.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { subscribe(receiveValue) }
}
