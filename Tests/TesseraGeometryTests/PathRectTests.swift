import TesseraGeometry
import Testing

/// `Path.axisAlignedRect`: which paths are exactly one axis-aligned rectangle.
@Suite struct PathRectTests {
  let r = Rect(x: -1.5, y: 2, width: 30, height: 12.25)

  @Test func rectanglesInEveryWinding() {
    #expect(Path(r).axisAlignedRect == r)
    // Counterclockwise, from the bottom-right corner, closed by a line back to the start.
    let ccw = Path { p in
      p.move(to: Point(x: r.maxX, y: r.maxY))
      p.addLine(to: Point(x: r.maxX, y: r.minY))
      p.addLine(to: Point(x: r.minX, y: r.minY))
      p.addLine(to: Point(x: r.minX, y: r.maxY))
      p.addLine(to: Point(x: r.maxX, y: r.maxY))
      p.closeSubpath()
    }
    #expect(ccw.axisAlignedRect == r)
  }

  @Test func otherPathsAreNotRectangles() {
    #expect(Path().axisAlignedRect == nil)
    #expect(Path(roundedRect: r, radii: CornerRadii(all: 4)).axisAlignedRect == nil)
    #expect(Path(ellipseIn: r).axisAlignedRect == nil)
    let open = Path { p in
      p.move(to: Point(x: 0, y: 0))
      p.addLine(to: Point(x: 10, y: 0))
      p.addLine(to: Point(x: 10, y: 10))
      p.addLine(to: Point(x: 0, y: 10))
    }
    #expect(open.axisAlignedRect == nil)
    let skewed = Path { p in
      p.move(to: Point(x: 0, y: 0))
      p.addLine(to: Point(x: 10, y: 0))
      p.addLine(to: Point(x: 12, y: 10))
      p.addLine(to: Point(x: 0, y: 10))
      p.closeSubpath()
    }
    #expect(skewed.axisAlignedRect == nil)
    let flat = Path { p in
      p.move(to: Point(x: 0, y: 0))
      p.addLine(to: Point(x: 10, y: 0))
      p.addLine(to: Point(x: 10, y: 0))
      p.addLine(to: Point(x: 0, y: 0))
      p.closeSubpath()
    }
    #expect(flat.axisAlignedRect == nil)
    var twoRects = Path(r)
    twoRects.addPath(Path(r.insetBy(dx: 2, dy: 2)))
    #expect(twoRects.axisAlignedRect == nil)
  }

  /// `Path.isApproximatelyEqual(to:tolerance:)`: the same elements, points within the tolerance.
  @Test func approximateEquality() {
    let a = Path.continuousRoundedRect(r, radius: 4)
    let moved = Path.continuousRoundedRect(r.offsetBy(dx: 100, dy: 0), radius: 4)
      .applying(AffineTransform(translationX: -100, y: 0))
    #expect(a.isApproximatelyEqual(to: moved))
    #expect(!a.isApproximatelyEqual(to: Path.continuousRoundedRect(r, radius: 4.01)))
    #expect(!a.isApproximatelyEqual(to: Path(roundedRect: r, radii: CornerRadii(all: 4))))
    #expect(!Path(r).isApproximatelyEqual(to: Path(r.insetBy(dx: 0.001, dy: 0))))
    #expect(Path(r).isApproximatelyEqual(to: Path(r.insetBy(dx: 0.001, dy: 0)), tolerance: 0.01))
  }
}
