import Foundation

extension NotificationCenter {
  /// A publisher of the notifications named `name` (from `object`, if given), as Foundation's on
  /// Apple platforms: a notification posted in a test reaches the view's `onReceive` at once.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
    Publisher(center: self, name: name, object: object)
  }

  /// The publisher of ``NotificationCenter/publisher(for:object:)``.
  public struct Publisher: TesseraUI.Publisher, @unchecked Sendable {
    /// Each notification posted.
    public typealias Output = Notification
    /// Never fails.
    public typealias Failure = Never
    /// The center observed.
    public let center: NotificationCenter
    /// The notification name observed.
    public let name: Notification.Name
    /// The sender observed, or nil for any.
    public let object: AnyObject?

    /// Observes the center until the token is cancelled.
    public func sink(receiveValue: @escaping (Notification) -> Void) -> AnyCancellable {
      let center = self.center
      let receive = UncheckedBox(receiveValue)
      let token = UncheckedBox(
        center.addObserver(forName: name, object: object, queue: nil) { receive.value($0) })
      return AnyCancellable { center.removeObserver(token.value) }
    }
  }
}
