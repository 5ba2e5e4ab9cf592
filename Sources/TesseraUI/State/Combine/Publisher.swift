/// A source of values over time, as Combine's `Publisher` (SwiftUI re-exports Combine; Combine is
/// not on Linux). Tessera keeps the part SwiftUI code uses: `onReceive`, `sink`, subjects, `Just`,
/// `$published`, `Timer.publish`, `NotificationCenter.publisher(for:)`, `map`, `filter`,
/// `receive(on:)` and `eraseToAnyPublisher()`. Values are delivered synchronously, on the thread
/// that sends them.
public protocol Publisher<Output, Failure> {
  /// The type of the values published.
  associatedtype Output
  /// The type of error the publisher can end with (`Never`: none).
  associatedtype Failure: Error

  /// Calls `receiveValue` with every value published from now on (a publisher with a current
  /// value, such as `Just` or `CurrentValueSubject`, sends it at once), until the returned token is
  /// cancelled or released.
  func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable
}
