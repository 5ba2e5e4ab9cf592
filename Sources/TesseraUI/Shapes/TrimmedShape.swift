/// A shape drawn only between two fractions of its outline's length, as SwiftUI's `trim(from:to:)`
/// gives it: `Circle().trim(from: 0, to: 0.7).stroke(…)` draws 70% of a ring from its start.
nonisolated public struct TrimmedShape<Content: Shape>: Shape {
  let shape: Content
  let start: Double
  let end: Double

  /// The shape's path between the fractions.
  public func path(in rect: Rect) -> Path { shape.path(in: rect).trimmed(from: start, to: end) }
}

nonisolated extension Shape {
  /// The part of the shape's outline between the fractions `startFraction` (default 0) and
  /// `endFraction` (default 1) of its length, from where the path starts (a circle: its rightmost
  /// point, going clockwise). `startFraction` ≥ `endFraction` draws nothing.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> TrimmedShape<Self> {
    TrimmedShape(shape: self, start: Double(startFraction), end: Double(endFraction))
  }
}

extension Path {
  /// The part of the path between the fractions `fromFraction` and `toFraction` of its length.
  public func trimmedPath(from fromFraction: CGFloat, to toFraction: CGFloat) -> Path {
    trimmed(from: Double(fromFraction), to: Double(toFraction))
  }
}
