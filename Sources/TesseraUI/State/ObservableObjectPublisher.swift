import Foundation

/// The publisher of an ``ObservableObject``, as Combine's: `send()` announces a change.
public final class ObservableObjectPublisher: Publisher, Sendable {
  /// Nothing but the announcement.
  public typealias Output = Void
  /// Never fails.
  public typealias Failure = Never
  private let subscribers = Subscribers<Void>()

  /// A publisher.
  public init() {}

  /// Announces a change: every view holding an observable object (`@ObservedObject`,
  /// `@StateObject`, `@EnvironmentObject`) evaluates its body again at the next render, and this
  /// publisher's subscribers are called.
  public func send() {
    ManualChanges.shared.bump()
    subscribers.send(())
  }

  /// Calls `receiveValue` at every `send()` of this publisher (the default `objectWillChange` is
  /// a new publisher at each access: declare `let objectWillChange = ObservableObjectPublisher()`
  /// to subscribe to it).
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    subscribers.add(receiveValue)
  }
}
