/// A type-erased layout, as SwiftUI's `AnyLayout`: switch between layouts
/// (`isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`) and apply one with
/// `layout { … }`.
public struct AnyLayout: Layout {
  private let size: (ProposedViewSize, LayoutSubviews) -> Size
  private let placement: (Rect, ProposedViewSize, LayoutSubviews) -> Void

  /// Wraps a layout.
  public init<L: Layout>(_ layout: L) {
    size = { layout.sizeThatFits(proposal: $0, subviews: $1) }
    placement = { layout.placeSubviews(in: $0, proposal: $1, subviews: $2) }
  }

  /// The wrapped layout's size.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
    size(proposal, subviews)
  }

  /// Places subviews as the wrapped layout does.
  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
    placement(bounds, proposal, subviews)
  }
}
