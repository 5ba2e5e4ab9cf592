import Foundation

/// The layout of a `Grid` as a `Layout`, as SwiftUI's `GridLayout`: for `AnyLayout` switching.
/// Each subview that is not a `GridRow` is a row of its own, spanning the width (partial: a
/// `GridRow` inside a `GridLayout` takes no space; use `Grid` for rows).
nonisolated public struct GridLayout: Layout {
  /// How cells are aligned in their slots (default center).
  public var alignment: Alignment
  /// The space between columns in points (nil: 8).
  public var horizontalSpacing: CGFloat?
  /// The space between rows in points (nil: 8).
  public var verticalSpacing: CGFloat?

  /// A grid layout.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  func node(_ children: [LayoutNode], _ direction: LayoutDirection) -> LayoutNode {
    var environment = EnvironmentValues()
    environment.layoutDirection = direction
    let h = horizontalSpacing.map { Double($0) }.flatMap { $0.isFinite ? $0 : nil } ?? 8
    let v = verticalSpacing.map { Double($0) }.flatMap { $0.isFinite ? $0 : nil } ?? 8
    return GridNode(
      rows: children.map { ($0 as? GridRowNode)?.cells ?? [$0] }, alignment: alignment, hSpacing: h,
      vSpacing: v, environment: environment,
      fullWidthRows: Set(children.indices.filter { !(children[$0] is GridRowNode) }))
  }

  /// The grid's size.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    PlacementProbe.size(subviews, proposal: proposal, node)
  }

  /// Places the subviews in rows.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    PlacementProbe.place(subviews, in: bounds, proposal: proposal, node)
  }
}
