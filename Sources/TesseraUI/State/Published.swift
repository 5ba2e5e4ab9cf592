import Foundation

/// A property whose changes announce themselves, as Combine's `@Published`: its publisher
/// (`$name`) sends the current value to a new subscriber, then every value set.
@propertyWrapper
public struct Published<Value> {
  final class Storage: VersionedSource, @unchecked Sendable {
    let lock = NSLock()
    var value: Value
    var writes = 0
    let subscribers = Subscribers<Value>()
    init(_ value: Value) { self.value = value }
    var version: Int { lock.withLock { writes } }
  }
  private let storage: Storage

  /// A published property with an initial value.
  public init(wrappedValue: Value) { storage = Storage(wrappedValue) }

  /// A published property with an initial value.
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  /// The value; a read inside a `body` is recorded as a dependency of that body.
  public var wrappedValue: Value {
    get {
      let (value, version) = storage.lock.withLock { (storage.value, storage.writes) }
      DependencyRecorder.noteRead(storage, version: version)
      return value
    }
    nonmutating set {
      storage.lock.withLock {
        storage.value = newValue
        storage.writes += 1
      }
      storage.subscribers.send(newValue)
    }
  }

  /// The property's publisher (`$name`).
  public var projectedValue: Publisher { Publisher(storage: storage) }

  /// A published property's publisher: the current value at subscription, then every value set.
  public struct Publisher: TesseraUI.Publisher {
    /// Never fails.
    public typealias Failure = Never
    let storage: Storage

    /// The value now.
    public var current: Value { storage.lock.withLock { storage.value } }

    /// Sends the current value to `receiveValue`, then every value set from now on.
    public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
      receiveValue(current)
      return storage.subscribers.add(receiveValue)
    }
  }
}
