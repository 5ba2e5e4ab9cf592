/// Children on top of each other as a ``Layout`` value, as SwiftUI's `ZStackLayout`.
public struct ZStackLayout: Layout {
  /// How children are aligned.
  public var alignment: Alignment

  /// An overlay layout.
  public init(alignment: Alignment = .center) { self.alignment = alignment }

  func node(_ children: [LayoutNode]) -> LayoutNode {
    ZStackNode(alignment: alignment, children: children, environment: EnvironmentValues())
  }

  /// The size of the largest child.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
    node(subviews.map(\.node)).size(for: proposal)
  }

  /// Places the children on top of each other.
  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
    PlacementProbe.place(subviews, in: bounds, proposal: proposal, node)
  }
}
