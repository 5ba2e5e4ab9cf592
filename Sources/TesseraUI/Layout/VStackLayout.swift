import Foundation

/// A column as a ``Layout`` value, as SwiftUI's `VStackLayout` (for `AnyLayout`).
nonisolated public struct VStackLayout: Layout {
  /// How children are aligned horizontally.
  public var alignment: HorizontalAlignment
  /// The space between children; nil is 8 points.
  public var spacing: CGFloat?

  /// A column layout.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// A stack along its axis: spacers and dividers inside follow it.
  public static var layoutProperties: LayoutProperties {
    var p = LayoutProperties()
    p.stackOrientation = .vertical
    return p
  }

  func node(_ children: [LayoutNode], _ direction: LayoutDirection) -> LayoutNode {
    var environment = EnvironmentValues()
    environment.layoutDirection = direction
    return StackNode(
      axis: .vertical, horizontal: alignment, vertical: .center, spacing: spacing.map { Double($0) },
      children: children,
      environment: environment)
  }

  /// The column's size.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    PlacementProbe.size(subviews, proposal: proposal, node)
  }

  /// Places the children in a column.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    PlacementProbe.place(subviews, in: bounds, proposal: proposal, node)
  }
}
