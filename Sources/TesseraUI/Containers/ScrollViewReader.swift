/// Gives its content a proxy to scroll, as SwiftUI's `ScrollViewReader` (a still shows the top:
/// `scrollTo` is kept and does nothing).
public struct ScrollViewReader<Content: View>: View {
  let content: (ScrollViewProxy) -> Content

  /// A reader whose content receives the proxy.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

  /// The content, given a proxy.
  public var body: Content { content(ScrollViewProxy()) }
}

/// Scrolls the scroll views of a ``ScrollViewReader`` (does nothing in a still).
public struct ScrollViewProxy: Sendable {
  /// Scrolls to the view with `id`, aligned at `anchor` (kept; a still shows the top).
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
