import Foundation

/// An object whose changes a view follows, as Combine's `ObservableObject` (SwiftUI re-exports
/// it). Combine is not on Linux: Tessera's publisher has `send()` and no operators. A render reads
/// the object's current values, so no change needs announcing.
public protocol ObservableObject: AnyObject {
  /// The type of ``objectWillChange``.
  associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
  /// Announces a change before it happens.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// A publisher for the object (its `send()` is accepted; renders always read current values).
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

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

/// Counts `objectWillChange.send()` calls: a body that holds an observable object depends on it,
/// since a manual send may announce a change to properties that are not `@Published`.
final class ManualChanges: VersionedSource, @unchecked Sendable {
  static let shared = ManualChanges()
  private let lock = NSLock()
  private var count = 0
  var version: Int { lock.withLock { count } }
  func bump() { lock.withLock { count += 1 } }
}

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
