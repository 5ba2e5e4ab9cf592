import Foundation

extension Publisher {
  /// The publisher with its type erased.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }

  /// The values transformed by `transform`.
  public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
    AnyPublisher { receive in self.sink { receive(transform($0)) } }
  }

  /// The values that satisfy `isIncluded`.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
    AnyPublisher { receive in self.sink { if isIncluded($0) { receive($0) } } }
  }

  /// The values that differ from the one before, compared with `predicate` (true: a duplicate).
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> AnyPublisher<
    Output, Failure
  > {
    AnyPublisher { receive in
      let last = LastValue<Output>()
      return self.sink { value in
        if let previous = last.swap(value), predicate(previous, value) { return }
        receive(value)
      }
    }
  }

  /// The values delivered on `scheduler` in Combine; Tessera delivers every value synchronously,
  /// on the sender's thread, so this is the publisher itself (type erased).
  public func receive<S>(on scheduler: S) -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }
}

extension Publisher where Output: Equatable {
  /// The values that differ from the one before.
  public func removeDuplicates() -> AnyPublisher<Output, Failure> { removeDuplicates(by: ==) }
}

/// The last value a `removeDuplicates` subscription saw.
final class LastValue<T>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: T?

  /// Stores `new`, returns what was there.
  func swap(_ new: T) -> T? {
    lock.withLock {
      defer { value = new }
      return value
    }
  }
}
