/// A row as a ``Layout`` value, as SwiftUI's `HStackLayout` (for `AnyLayout`).
public struct HStackLayout: Layout {
  /// How children are aligned vertically.
  public var alignment: VerticalAlignment
  /// The space between children; nil is 8 points.
  public var spacing: CGFloat?

  /// A row layout.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  func node(_ children: [LayoutNode]) -> LayoutNode {
    StackNode(
      axis: .horizontal, horizontal: .center, vertical: alignment, spacing: Double(spacing ?? 8),
      children: children,
      environment: EnvironmentValues())
  }

  /// The row's size.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
    node(subviews.map(\.node)).size(for: proposal)
  }

  /// Places the children in a row.
  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
    PlacementProbe.place(subviews, in: bounds, proposal: proposal, node)
  }
}
