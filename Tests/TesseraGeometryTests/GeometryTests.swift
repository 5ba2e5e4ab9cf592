import TesseraGeometry
import Testing

@Suite struct RectTests {
  @Test func edgesAndCenter() {
    let r = Rect(x: 10, y: 20, width: 30, height: 40)
    #expect(r.maxX == 40 && r.maxY == 60 && r.midX == 25 && r.midY == 40)
    #expect(r.insetBy(dx: 5, dy: 5) == Rect(x: 15, y: 25, width: 20, height: 30))
    #expect(r.insetBy(dx: 100, dy: 0).width == 0)
    #expect(
      r.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        == Rect(x: 12, y: 21, width: 24, height: 36))
  }

  @Test func invalidRects() {
    #expect(!Rect(x: .nan, y: 0, width: 1, height: 1).isValid)
    #expect(!Rect(x: 0, y: 0, width: -1, height: 1).isValid)
    #expect(!Rect(x: 0, y: 0, width: .infinity, height: 1).isValid)
    #expect(Rect(x: 0, y: 0, width: 0, height: 5).isEmpty)
    #expect(Rect(corner: Point(x: .nan, y: 0), Point(x: 1, y: 1)) == nil)
    #expect(Rect(corner: Point(x: 5, y: 1), Point(x: 1, y: 4)) == Rect(x: 1, y: 1, width: 4, height: 3))
  }

  @Test func unionAndIntersection() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    let b = Rect(x: 5, y: 5, width: 10, height: 10)
    #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 15))
    #expect(a.intersection(b) == Rect(x: 5, y: 5, width: 5, height: 5))
    #expect(a.intersection(Rect(x: 20, y: 20, width: 1, height: 1)) == nil)
    #expect(a.union(Rect(x: .nan, y: 0, width: 1, height: 1)) == a)
  }
}

@Suite struct CornerRadiiTests {
  @Test func clampingFollowsCSS() {
    // 60 + 60 > 100: every radius scales by 100 / 120.
    let r = CornerRadii(all: 60).clamped(to: Size(width: 100, height: 200))
    #expect(abs(r.topLeading - 50) < 1e-12 && abs(r.bottomTrailing - 50) < 1e-12)
    let mixed = CornerRadii(topLeading: 80, topTrailing: 40, bottomTrailing: 0, bottomLeading: 10)
      .clamped(to: Size(width: 60, height: 200))
    #expect(abs(mixed.topLeading + mixed.topTrailing - 60) < 1e-12)
    let bad = CornerRadii(topLeading: -5, topTrailing: .nan, bottomTrailing: .infinity, bottomLeading: 3)
      .clamped(to: Size(width: 50, height: 50))
    #expect(bad == CornerRadii(topLeading: 0, topTrailing: 0, bottomTrailing: 0, bottomLeading: 3))
    #expect(CornerRadii(all: 5).clamped(to: Size(width: -1, height: 3)) == .zero)
  }

  @Test func spreadKeepsSquareCornersSquare() {
    let r = CornerRadii(topLeading: 4, topTrailing: 0, bottomTrailing: 10, bottomLeading: 2).outset(by: -3)
    #expect(r == CornerRadii(topLeading: 1, topTrailing: 0, bottomTrailing: 7, bottomLeading: 0))
  }
}

@Suite struct AffineTransformTests {
  @Test func concatenationOrder() {
    let t = AffineTransform(scaleX: 2, y: 3).concatenating(AffineTransform(translationX: 10, y: 20))
    #expect(t.apply(Point(x: 1, y: 1)) == Point(x: 12, y: 23))
    let u = AffineTransform.identity.translatedBy(x: 10, y: 20).scaledBy(x: 2, y: 3)
    #expect(u.apply(Point(x: 1, y: 1)) == Point(x: 12, y: 23))
  }

  @Test func inverse() throws {
    let t = AffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
    let inv = try #require(t.inverted())
    let p = Point(x: 3.5, y: -2.25)
    let q = inv.apply(t.apply(p))
    #expect(abs(q.x - p.x) < 1e-12 && abs(q.y - p.y) < 1e-12)
    #expect(AffineTransform(a: 0, d: 0).inverted() == nil)
    #expect(AffineTransform(a: .nan).inverted() == nil)
  }

  @Test func quarterTurnsAreExact() {
    #expect(AffineTransform(quarterTurns: 1).apply(Point(x: 1, y: 0)) == Point(x: 0, y: 1))
    #expect(AffineTransform(quarterTurns: -1) == AffineTransform(quarterTurns: 3))
    #expect(AffineTransform(quarterTurns: 4) == .identity)
    #expect(AffineTransform(scaleX: 2, y: 0.5).maximumScale == 2)
  }
}

@Suite struct PathTests {
  @Test func shapesAreClosedAndBounded() {
    let r = Rect(x: 10, y: 10, width: 80, height: 40)
    let rr = Path(roundedRect: r, cornerRadius: 8)
    #expect(rr.elements.last == .closeSubpath)
    let b = rr.bounds
    #expect(
      abs(b.minX - 10) < 1e-9 && abs(b.maxX - 90) < 1e-9 && abs(b.minY - 10) < 1e-9 && abs(b.maxY - 50) < 1e-9
    )
    #expect(Path(roundedRect: r, cornerRadius: 0) == Path(r))
    #expect(Path(capsuleIn: r) == Path(roundedRect: r, cornerRadius: 20))
  }

  @Test func invalidInputGivesEmptyPaths() {
    #expect(Path(Rect(x: .nan, y: 0, width: 5, height: 5)).isEmpty)
    #expect(Path(roundedRect: Rect(x: 0, y: 0, width: -5, height: 5), cornerRadius: 2).isEmpty)
    #expect(Path(ellipseIn: Rect(x: 0, y: 0, width: 0, height: 5)).isEmpty)
    #expect(Path(circleCenter: .zero, radius: -1).isEmpty)
    var p = Path()
    p.move(to: Point(x: 0, y: 0))
    p.addLine(to: Point(x: .infinity, y: 1))
    #expect(!p.isFinite)
    #expect(p.flattened(tolerance: 0.1).isEmpty)
    #expect(p.bounds == .zero)
  }

  @Test func buildingWithoutAMoveStartsASubpath() {
    var p = Path()
    p.addLine(to: Point(x: 3, y: 4))
    p.closeSubpath()
    #expect(p.elements == [.move(to: Point(x: 3, y: 4)), .closeSubpath])
    var q = Path()
    q.closeSubpath()
    #expect(q.isEmpty)
  }

  @Test(arguments: [0.5, 4.0, 40.0, 400.0])
  func flattenedCircleStaysWithinTolerance(radius: Double) {
    let tol = 0.05
    let lines = Path(circleCenter: Point(x: 1, y: 2), radius: radius).flattened(tolerance: tol)
    #expect(lines.count == 1 && lines[0].isClosed)
    for p in lines[0].points {
      // Vertices sit on the curve, nudged outward by at most a fraction of the tolerance
      // (the area correction), and the Bézier circle is within 0.03% of a true circle.
      let d = p.distance(to: Point(x: 1, y: 2))
      #expect(abs(d - radius) <= tol + radius * 3e-4, "radius \(radius): vertex at distance \(d)")
    }
  }

  @Test func curveSegmentCountIsBounded() {
    var p = Path()
    p.move(to: .zero)
    p.addCurve(to: Point(x: 1e9, y: 0), control1: Point(x: 0, y: 1e9), control2: Point(x: 1e9, y: 1e9))
    let lines = p.flattened(tolerance: 1e-9)
    #expect(lines[0].points.count <= Path.maximumSegmentsPerCurve + 1)
  }

  @Test func transformsApplyToEveryPoint() {
    let p = Path(Rect(x: 0, y: 0, width: 2, height: 1)).applying(AffineTransform(scaleX: 3, y: 3))
    #expect(p.bounds == Rect(x: 0, y: 0, width: 6, height: 3))
  }
}

@Suite struct ColorDescriptionTests {
  @Test func compactNumbers() {
    #expect(3.0.compactDescription == "3")
    #expect(2.5.compactDescription == "2.5")
    #expect((1.0 / 3).compactDescription == "0.3333")
    #expect(Point(x: 1, y: -2.25).description == "(1, -2.25)")
  }
}
