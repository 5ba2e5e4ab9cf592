/// Gives its content a proxy to scroll, as SwiftUI's `ScrollViewReader`. A `scrollTo` called
/// while the still is made (in `onAppear`, say) is honoured: the scroll views inside show that
/// view, as after the scroll.
nonisolated public struct ScrollViewReader<Content: View>: View {
  let content: (ScrollViewProxy) -> Content
  @State private var request = ScrollRequest()

  /// A reader whose content receives the proxy.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

  /// The content, given a proxy.
  public var body: some View {
    let request = self.request
    return content(ScrollViewProxy(request: request))
      .modifier(
        EnvironmentModifier { env in
          guard let wanted = request.id else { return }
          env.scrollPositioning.viewID = wanted
          env.scrollPositioning.viewAnchor = request.anchor
        })
  }
}

/// The last `scrollTo` of a reader: kept in the reader's state, so the pass after the appear
/// actions reads it.
final class ScrollRequest: @unchecked Sendable {
  var id: UncheckedBox<AnyHashable>?
  var anchor: UnitPoint?
}
