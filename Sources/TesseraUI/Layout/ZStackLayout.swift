import Foundation

/// Children on top of each other as a ``Layout`` value, as SwiftUI's `ZStackLayout`.
nonisolated public struct ZStackLayout: Layout {
  /// How children are aligned.
  public var alignment: Alignment

  /// An overlay layout.
  public init(alignment: Alignment = .center) { self.alignment = alignment }

  func node(_ children: [LayoutNode], _ direction: LayoutDirection) -> LayoutNode {
    var environment = EnvironmentValues()
    environment.layoutDirection = direction
    return ZStackNode(alignment: alignment, children: children, environment: environment)
  }

  /// The size of the largest child.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    PlacementProbe.size(subviews, proposal: proposal, node)
  }

  /// Places the children on top of each other.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    PlacementProbe.place(subviews, in: bounds, proposal: proposal, node)
  }
}
