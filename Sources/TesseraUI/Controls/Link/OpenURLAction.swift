import Foundation

/// The action that opens URLs, as SwiftUI's `OpenURLAction` (`\.openURL`): in Tessera it records
/// each URL (read them with ``openedURLs``) and opens nothing.
public struct OpenURLAction: Sendable {
  let handler: @Sendable (URL) -> Void

  /// An action calling `handler` with each URL (SwiftUI's initializer takes a result; the
  /// result is ignored here).
  public init(handler: @escaping @Sendable (URL) -> Result) {
    self.handler = { _ = handler($0) }
  }

  init(record: @escaping @Sendable (URL) -> Void) { handler = record }

  /// Opens (records) a URL.
  public func callAsFunction(_ url: URL) { handler(url) }

  /// What a handler did with a URL.
  public enum Result: Sendable {
    /// Handled.
    case handled
    /// Dropped.
    case discarded
    /// Passed to the system.
    case systemAction
  }
}
