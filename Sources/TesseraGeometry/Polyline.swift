/// A chain of straight segments: one flattened subpath of a ``Path``.
public struct Polyline: Hashable, Sendable {
  /// The vertices, in order. A closed polyline does not repeat its first point at the end.
  public var points: [Point]
  /// Whether the last point joins back to the first.
  public var isClosed: Bool

  /// Creates a polyline.
  public init(points: [Point], isClosed: Bool) {
    self.points = points
    self.isClosed = isClosed
  }
}
