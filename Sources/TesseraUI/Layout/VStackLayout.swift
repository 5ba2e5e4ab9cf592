/// A column as a ``Layout`` value, as SwiftUI's `VStackLayout` (for `AnyLayout`).
public struct VStackLayout: Layout {
  /// How children are aligned horizontally.
  public var alignment: HorizontalAlignment
  /// The space between children; nil is 8 points.
  public var spacing: CGFloat?

  /// A column layout.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  func node(_ children: [LayoutNode]) -> LayoutNode {
    StackNode(
      axis: .vertical, horizontal: alignment, vertical: .center, spacing: Double(spacing ?? 8),
      children: children,
      environment: EnvironmentValues())
  }

  /// The column's size.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
    node(subviews.map(\.node)).size(for: proposal)
  }

  /// Places the children in a column.
  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
    PlacementProbe.place(subviews, in: bounds, proposal: proposal, node)
  }
}
