import Testing

@testable import TesseraGeometry

/// `Path.trimmed(from:to:)`: the part of a path between two fractions of its length.
@Suite struct PathTrimmingTests {
  /// The length of every segment of a polyline path (open subpaths only).
  func length(_ path: Path) -> Double {
    var total = 0.0
    for line in path.flattened(tolerance: 0.01) {
      for (a, b) in zip(line.points, line.points.dropFirst()) {
        total += ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
      }
    }
    return total
  }

  @Test func aSquaresOutlineIsCutAtTheFractionsOfItsPerimeter() {
    let square = Path(Rect(x: 0, y: 0, width: 10, height: 10))
    // 40 around: 0.125 is 5 along the top edge, 0.375 is 5 down the right edge.
    let part = square.trimmed(from: 0.125, to: 0.375)
    #expect(abs(length(part) - 10) < 1e-9)
    let points = part.flattened(tolerance: 0.01).flatMap(\.points)
    #expect(points.first == Point(x: 5, y: 0))
    #expect(points.last == Point(x: 10, y: 5))
    #expect(points.contains(Point(x: 10, y: 0)))
    // The closing edge counts: the last quarter runs up the left edge back to the start.
    let last = square.trimmed(from: 0.75, to: 1).flattened(tolerance: 0.01).flatMap(\.points)
    #expect(last.first == Point(x: 0, y: 10) && last.last == Point(x: 0, y: 0))
  }

  @Test func aCirclesQuarterIsAQuarterOfItsCircumference() {
    let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100))
    let quarter = circle.trimmed(from: 0, to: 0.25)
    #expect(abs(length(quarter) - Double.pi * 25) < 0.05)
    let whole = circle.trimmed(from: 0, to: 1)
    #expect(whole == circle)
  }

  @Test func emptyAndOutOfRangeFractionsGiveNothingOrAreClamped() {
    let square = Path(Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(square.trimmed(from: 0.6, to: 0.4).isEmpty)
    #expect(square.trimmed(from: 0.5, to: 0.5).isEmpty)
    #expect(square.trimmed(from: .nan, to: 1).isEmpty)
    #expect(square.trimmed(from: -3, to: 7) == square)
    #expect(abs(length(square.trimmed(from: -1, to: 0.25)) - 10) < 1e-9)
    #expect(Path().trimmed(from: 0, to: 0.5).isEmpty)
  }
}
