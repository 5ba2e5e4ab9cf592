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

/// Counts `objectWillChange.send()` calls: a body that holds an observable object depends on it,
/// since a manual send may announce a change to properties that are not `@Published`.
final class ManualChanges: VersionedSource, @unchecked Sendable {
  static let shared = ManualChanges()
  private let lock = NSLock()
  private var count = 0
  var version: Int { lock.withLock { count } }
  func bump() { lock.withLock { count += 1 } }
}
