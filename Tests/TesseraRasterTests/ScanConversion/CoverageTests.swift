import TesseraGeometry
import TesseraRaster
import Testing

/// The coverage is exact, not just stable: alpha sums equal analytic areas.
@Suite struct CoverageTests {
  /// Fills `path` in opaque black on a transparent canvas and returns the covered area in pixels.
  func coveredArea(_ path: Path, width: Int = 200, height: Int = 200, rule: FillRule = .nonZero) throws
    -> Double
  {
    var c = try Canvas(width: width, height: height)
    c.fill(path, with: Paint(.black), fillRule: rule)
    return c.pixmap.alphaArea
  }

  func expectArea(_ measured: Double, _ analytic: Double, tolerance: Double = 0.005, _ what: String) {
    let error = abs(measured - analytic) / analytic
    #expect(
      error <= tolerance, "\(what): measured \(measured) px², analytic \(analytic) px², error \(error * 100)%"
    )
  }

  @Test(arguments: [0.0, 0.25, 0.5, 0.33, 0.9])
  func rectangleAtFractionalOffsets(offset: Double) throws {
    let r = Rect(x: 20 + offset, y: 30 + offset / 2, width: 101.3, height: 57.7)
    expectArea(try coveredArea(Path(r)), r.width * r.height, tolerance: 0.001, "rect at +\(offset)")
  }

  @Test(arguments: [3.0, 10.5, 47.25, 90.0])
  func circleArea(radius: Double) throws {
    let area = try coveredArea(Path(circleCenter: Point(x: 100.3, y: 99.7), radius: radius))
    // The Bézier circle is within 0.03% of a true circle in radius.
    expectArea(area, Double.pi * radius * radius, "circle r=\(radius)")
  }

  @Test func roundedRectArea() throws {
    let r = Rect(x: 10.5, y: 12.25, width: 170, height: 120)
    let radius = 24.0
    let analytic = r.width * r.height - (4 - Double.pi) * radius * radius
    expectArea(try coveredArea(Path(roundedRect: r, cornerRadius: radius)), analytic, "rounded rect")
  }

  @Test func triangleArea() throws {
    var p = Path()
    p.move(to: Point(x: 10.2, y: 190.9))
    p.addLine(to: Point(x: 105.7, y: 7.3))
    p.addLine(to: Point(x: 193.1, y: 160.4))
    p.closeSubpath()
    // Shoelace formula.
    let a = Point(x: 10.2, y: 190.9)
    let b = Point(x: 105.7, y: 7.3)
    let c = Point(x: 193.1, y: 160.4)
    let analytic = abs((b - a).cross(c - a)) / 2
    expectArea(try coveredArea(p), analytic, tolerance: 0.001, "triangle")
  }

  @Test func halfPixelEdgeIsHalfCovered() throws {
    var c = try Canvas(width: 10, height: 10)
    c.fill(Rect(x: 2.5, y: 0, width: 5, height: 10), with: Paint(.black))
    // round(0.5 × 255) = 128 on both half-covered columns; full columns are 255.
    #expect(c.pixmap.pixel(x: 2, y: 5)?.a == 128)
    #expect(c.pixmap.pixel(x: 7, y: 5)?.a == 128)
    #expect(c.pixmap.pixel(x: 3, y: 5)?.a == 255)
    #expect(c.pixmap.pixel(x: 1, y: 5)?.a == 0)
    // A quarter-covered corner pixel.
    var d = try Canvas(width: 4, height: 4)
    d.fill(Rect(x: 1.5, y: 1.5, width: 2, height: 2), with: Paint(.black))
    #expect(d.pixmap.pixel(x: 1, y: 1)?.a == 64)  // round(0.25 × 255)
  }

  @Test func evenOddPunchesTheStarCenter() throws {
    let star = FillTests().star(center: Point(x: 100, y: 100), radius: 80)
    var nz = try Canvas(width: 200, height: 200)
    nz.fill(star, with: Paint(.black), fillRule: .nonZero)
    var eo = try Canvas(width: 200, height: 200)
    eo.fill(star, with: Paint(.black), fillRule: .evenOdd)
    #expect(nz.pixmap.pixel(x: 100, y: 105)?.a == 255)
    #expect(eo.pixmap.pixel(x: 100, y: 105)?.a == 0)
    // The pentagon in the middle has area (for circumradius R of the star) of a regular pentagon
    // with circumradius R·sin(18°)/sin(126°)·...: compare the difference of the two areas instead.
    #expect(nz.pixmap.alphaArea > eo.pixmap.alphaArea)
  }

  @Test func overlappingSubpathsCountOnceUnderNonZero() throws {
    var p = Path(Rect(x: 10, y: 10, width: 50, height: 50))
    p.addPath(Path(Rect(x: 30, y: 30, width: 50, height: 50)))
    let area = try coveredArea(p, width: 100, height: 100)
    expectArea(area, 2 * 2500 - 900, tolerance: 0.0001, "union of two squares")
  }

  @Test func shapesPastTheRightEdgeFillToTheEdge() throws {
    // Regression: parts right of the canvas are dropped, the interior must still reach the edge.
    var c = try Canvas(width: 100, height: 20)
    c.fill(Rect(x: 40, y: 0, width: 500, height: 20), with: Paint(.black))
    #expect(c.pixmap.pixel(x: 99, y: 10)?.a == 255)
    #expect(c.pixmap.pixel(x: 39, y: 10)?.a == 0)
    var d = try Canvas(width: 100, height: 100)
    d.clip(to: Path(circleCenter: Point(x: 0, y: 50), radius: 60))
    d.fill(Rect(x: -10, y: -10, width: 300, height: 300), with: Paint(.black))
    #expect(d.pixmap.pixel(x: 55, y: 50)?.a == 255)
    #expect(d.pixmap.pixel(x: 65, y: 50)?.a == 0)
  }

  @Test func shapesLeftOfTheCanvasStillWind() throws {
    var c = try Canvas(width: 50, height: 20)
    c.fill(Rect(x: -1000, y: 0, width: 1020.5, height: 20), with: Paint(.black))
    #expect(c.pixmap.pixel(x: 0, y: 10)?.a == 255)
    #expect(c.pixmap.pixel(x: 20, y: 10)?.a == 128)
    #expect(c.pixmap.pixel(x: 21, y: 10)?.a == 0)
  }

  @Test func compositingRoundsAsDocumented() throws {
    // 50% black over white: 255 × (1 − 128/255) = 127.
    var c = try Canvas(width: 1, height: 1, background: .white)
    c.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: Paint(.black, opacity: 0.5))
    #expect(c.pixmap.pixel(x: 0, y: 0) == PremultipliedColor(r: 127, g: 127, b: 127, a: 255))
    #expect(div255(255 * 255) == 255)
    #expect(div255(128 * 255) == 128)
    for x in stride(from: 0 as UInt32, through: 65025, by: 7) {
      #expect(div255(x) == UInt32((Double(x) / 255).rounded()))
    }
  }
}
