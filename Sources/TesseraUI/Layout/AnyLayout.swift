import Foundation

/// A type-erased layout, as SwiftUI's `AnyLayout`: switch between layouts
/// (`isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`) and apply one with
/// `layout { … }`.
public struct AnyLayout: Layout {
  /// The wrapped layout's cache.
  public struct Cache {
    var value: Any
  }

  private let makeCacheBody: (Subviews) -> Any
  private let sizeBody: (ProposedViewSize, Subviews, inout Any) -> CGSize
  private let placeBody: (CGRect, ProposedViewSize, Subviews, inout Any) -> Void
  private let spacingBody: (Subviews, inout Any) -> ViewSpacing

  /// Wraps a layout.
  public init<L: Layout>(_ layout: L) {
    func with<R>(_ cache: inout Any, _ subviews: Subviews, _ body: (inout L.Cache) -> R) -> R {
      var c = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
      defer { cache = c }
      return body(&c)
    }
    makeCacheBody = { layout.makeCache(subviews: $0) }
    sizeBody = { p, s, c in with(&c, s) { layout.sizeThatFits(proposal: p, subviews: s, cache: &$0) } }
    placeBody = { b, p, s, c in
      with(&c, s) { layout.placeSubviews(in: b, proposal: p, subviews: s, cache: &$0) }
    }
    spacingBody = { s, c in with(&c, s) { layout.spacing(subviews: s, cache: &$0) } }
  }

  /// The wrapped layout's cache.
  public func makeCache(subviews: Subviews) -> Cache { Cache(value: makeCacheBody(subviews)) }

  /// The wrapped layout's size.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    sizeBody(proposal, subviews, &cache.value)
  }

  /// Places subviews as the wrapped layout does.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    placeBody(bounds, proposal, subviews, &cache.value)
  }

  /// The wrapped layout's spacing.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    spacingBody(subviews, &cache.value)
  }
}
