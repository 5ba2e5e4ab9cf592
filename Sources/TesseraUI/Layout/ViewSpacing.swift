import Foundation

/// The space a view prefers on each edge between it and its neighbours, as SwiftUI's
/// `ViewSpacing`; stacks put the larger of two facing preferences between them.
nonisolated public struct ViewSpacing: Sendable, Equatable {
  var top: Double
  var leading: Double
  var bottom: Double
  var trailing: Double

  /// No spacing on any edge.
  public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

  init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The default spacing: 8 points on every edge, what Tessera's stacks put between views.
  public init() { self.init(top: 8, leading: 8, bottom: 8, trailing: 8) }

  /// Takes, on each edge of `edges`, the larger of this spacing and `other`'s.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    if edges.contains(.top) { top = max(top, other.top) }
    if edges.contains(.leading) { leading = max(leading, other.leading) }
    if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
    if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
  }

  /// This spacing with, on each edge of `edges`, the larger of it and `other`'s.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var s = self
    s.formUnion(other, edges: edges)
    return s
  }

  /// The distance, in points, between a view with this spacing and the `next` one along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    CGFloat(axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top))
  }
}
