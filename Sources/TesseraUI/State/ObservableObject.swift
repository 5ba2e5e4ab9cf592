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
public final class ObservableObjectPublisher: Sendable {
  /// A publisher.
  public init() {}
  /// Announces a change: every view holding an observable object (`@ObservedObject`,
  /// `@StateObject`, `@EnvironmentObject`) evaluates its body again at the next render.
  public func send() { ManualChanges.shared.bump() }
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

/// A property whose changes announce themselves, as Combine's `@Published`.
@propertyWrapper
public struct Published<Value> {
  private final class Storage: VersionedSource, @unchecked Sendable {
    let lock = NSLock()
    var value: Value
    var writes = 0
    init(_ value: Value) { self.value = value }
    var version: Int { lock.withLock { writes } }
  }
  private let storage: Storage

  /// A published property with an initial value.
  public init(wrappedValue: Value) { storage = Storage(wrappedValue) }

  /// A published property with an initial value.
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  /// The value.
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
    }
  }

  /// The property's publisher (`$name`): its current value.
  public var projectedValue: Publisher { Publisher(current: wrappedValue) }

  /// A published property's publisher: Combine's operators are not available on Linux; the value
  /// at the time it was asked for is.
  public struct Publisher {
    /// The value when the publisher was made.
    public let current: Value
  }
}
