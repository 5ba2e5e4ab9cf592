import Foundation

/// A custom container layout, as SwiftUI declares `Layout`: answer the container's size for a
/// proposal, then place each subview; an optional cache carries work between the two.
///
///     struct Diagonal: Layout {
///       func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { … }
///       func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         for (i, s) in subviews.enumerated() { s.place(at: …, proposal: .unspecified) }
///       }
///     }
///     Diagonal { Text("a"); Text("b") }
///
/// Coordinates are points in the display list's space: place subviews relative to `bounds.origin`.
/// A subview the layout does not place is drawn at the center of `bounds`, at its ideal size.
public protocol Layout {
  /// Data kept between `sizeThatFits` and `placeSubviews` of one layout pass; `Void` by default.
  associatedtype Cache = Void
  /// The subviews' collection.
  typealias Subviews = LayoutSubviews

  /// Properties of the layout (its stack orientation, which spacers and dividers follow).
  static var layoutProperties: LayoutProperties { get }

  /// The container's size for a proposal, in points.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

  /// Places every subview in `bounds` (the container's frame, in points).
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  /// The container's explicit value for a horizontal guide, in points from `bounds`' origin, or nil
  /// (the default) for the guide's default.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat?

  /// The container's explicit value for a vertical guide, in points from `bounds`' origin, or nil.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat?

  /// The spacing the container prefers around it; by default the union of its subviews'.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

  /// Makes the cache for a set of subviews.
  func makeCache(subviews: Subviews) -> Cache

  /// Updates the cache when the subviews change; by default makes a new one.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
  /// Default properties: no stack orientation.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// No explicit horizontal guide.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? { nil }

  /// No explicit vertical guide.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? { nil }

  /// The union of the subviews' spacing (`ViewSpacing.zero` with no subviews).
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    subviews.reduce(into: ViewSpacing.zero) { $0.formUnion($1.spacing) }
  }

  /// Makes a new cache.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

  /// The subviews laid out by this layout.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    CustomLayoutView(layout: self, content: content())
  }
}

extension Layout where Cache == () {
  /// The empty cache.
  public func makeCache(subviews: Subviews) -> Cache { () }
}
