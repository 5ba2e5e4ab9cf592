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
}
