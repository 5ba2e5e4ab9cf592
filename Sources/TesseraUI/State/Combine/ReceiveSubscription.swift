import Foundation

/// A view's `onReceive` subscription, kept by the view graph while the view stays in the tree: the
/// publisher it subscribed to, the token, and the latest action (updated at every pass, so it
/// sees the view's current state).
final class ReceiveSubscription<Output>: @unchecked Sendable {
  private let lock = NSLock()
  private var current: (Output) -> Void
  /// The publisher subscribed to, to tell whether a later pass passes the same one.
  let publisher: Any
  /// The subscription; released (and so cancelled) with this object.
  var token: AnyCancellable?

  init(publisher: Any, action: @escaping (Output) -> Void) {
    self.publisher = publisher
    current = action
  }

  /// The action to run for the next value.
  var action: (Output) -> Void {
    get { lock.withLock { current } }
    set { lock.withLock { current = newValue } }
  }
}
