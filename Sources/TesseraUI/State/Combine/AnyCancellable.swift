import Foundation

/// A subscription that stops when cancelled or released, as Combine's `AnyCancellable`; keep it
/// (often in a `Set<AnyCancellable>` with ``store(in:)-5wq2x``) for as long as values should come.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
  private let lock = NSLock()
  private var stop: (() -> Void)?

  /// A token that runs `cancel` once, when cancelled or released.
  public init(_ cancel: @escaping () -> Void) { stop = cancel }

  /// A token that cancels `canceller` when cancelled or released.
  public convenience init<C: Cancellable>(_ canceller: C) { self.init { canceller.cancel() } }

  deinit { cancel() }

  /// Stops the subscription.
  public func cancel() {
    let action = lock.withLock { () -> (() -> Void)? in
      defer { stop = nil }
      return stop
    }
    action?()
  }

  /// Adds the token to a set that keeps it.
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

  /// Adds the token to a collection that keeps it.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Tokens are equal when they are the same object.
  public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }

  /// Hashes the token's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
