import Foundation

/// A row as a ``Layout`` value, as SwiftUI's `HStackLayout` (for `AnyLayout`).
nonisolated public struct HStackLayout: Layout {
  /// How children are aligned vertically.
  public var alignment: VerticalAlignment
  /// The space between children; nil is 8 points.
  public var spacing: CGFloat?

  /// A row layout.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// A stack along its axis: spacers and dividers inside follow it.
  public static var layoutProperties: LayoutProperties {
    var p = LayoutProperties()
    p.stackOrientation = .horizontal
    return p
  }

  func node(_ children: [LayoutNode], _ direction: LayoutDirection) -> LayoutNode {
    var environment = EnvironmentValues()
    environment.layoutDirection = direction
    return StackNode(
      axis: .horizontal, horizontal: .center, vertical: alignment, spacing: spacing.map { Double($0) },
      children: children,
      environment: environment)
  }

  /// The row's size.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    PlacementProbe.size(subviews, proposal: proposal, node)
  }

  /// Places the children in a row.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    PlacementProbe.place(subviews, in: bounds, proposal: proposal, node)
  }
}
