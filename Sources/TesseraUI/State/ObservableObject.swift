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
  /// Announces a change (nothing to do: renders read current values).
  public func send() {}
}

/// A property whose changes announce themselves, as Combine's `@Published`.
@propertyWrapper
public struct Published<Value> {
  private final class Storage: @unchecked Sendable {
    let lock = NSLock()
    var value: Value
    init(_ value: Value) { self.value = value }
  }
  private let storage: Storage

  /// A published property with an initial value.
  public init(wrappedValue: Value) { storage = Storage(wrappedValue) }

  /// A published property with an initial value.
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  /// The value.
  public var wrappedValue: Value {
    get { storage.lock.withLock { storage.value } }
    nonmutating set { storage.lock.withLock { storage.value = newValue } }
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
