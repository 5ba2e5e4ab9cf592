import TesseraGeometry
import TesseraRaster
import Testing

import func TesseraSnapshot.assertSnapshot

/// Fills: edges at fractional pixels, rounded and continuous shapes, fill rules. Each reference was looked at when recorded.
@Suite struct FillTests: PrimitiveScene {
  @Test func fractionalRects() throws {
    var c = try canvas()
    // Rectangles at quarter-pixel offsets and sizes: edges show 25/50/75% coverage.
    for i in 0..<8 {
      let f = Double(i) * 0.25
      c.fill(Rect(x: 10 + Double(i) * 38 + f, y: 10 + f, width: 30.5, height: 50 + f), with: Paint(blue))
    }
    // Thin rects from 0.1 to 2 px wide.
    for i in 0..<12 {
      let w = 0.1 + Double(i) * 0.17
      c.fill(Rect(x: 10 + Double(i) * 25.3, y: 80, width: w, height: 100), with: Paint(ink))
    }
    c.fill(Rect(x: 0.5, y: 190.5, width: 319, height: 9), with: Paint(red.opacity(0.5)))
    assertSnapshot(of: c.pixmap, as: .image(), named: "rects")
  }

  @Test func roundedRects() throws {
    var c = try canvas()
    c.fill(
      Path(roundedRect: Rect(x: 10, y: 10, width: 90, height: 70), cornerRadius: 12), with: Paint(violet))
    c.fill(
      Path(
        roundedRect: Rect(x: 115.5, y: 10.25, width: 90, height: 70),
        radii: CornerRadii(topLeading: 0, topTrailing: 30, bottomTrailing: 6, bottomLeading: 20)),
      with: Paint(blue))
    // Radii larger than the box are scaled down (CSS rule).
    c.fill(
      Path(roundedRect: Rect(x: 220, y: 10, width: 90, height: 70), cornerRadius: 200), with: Paint(green))
    c.fill(Path(capsuleIn: Rect(x: 10, y: 100, width: 140, height: 40)), with: Paint(red))
    c.fill(Path(capsuleIn: Rect(x: 170, y: 95, width: 30, height: 95)), with: Paint(amber))
    c.fill(Path(ellipseIn: Rect(x: 215, y: 100, width: 95, height: 60)), with: Paint(ink))
    c.fill(Path(circleCenter: Point(x: 80, y: 170), radius: 20.3), with: Paint(violet))
    c.fill(Path(circleCenter: Point(x: 130.5, y: 175.5), radius: 3), with: Paint(ink))
    c.fill(Path(circleCenter: Point(x: 145.25, y: 175.75), radius: 1.2), with: Paint(ink))
    assertSnapshot(of: c.pixmap, as: .image(), named: "shapes")
  }

  func star(center: Point, radius: Double) -> Path {
    // A five-pointed star drawn as one self-intersecting pentagram (vertex i to i + 2).
    // Unit-circle coordinates of the five points, written out (no trigonometry).
    let unit: [(Double, Double)] = [
      (0, -1), (0.9510565162951535, -0.3090169943749474), (0.5877852522924732, 0.8090169943749473),
      (-0.587785252292473, 0.8090169943749476), (-0.9510565162951536, -0.30901699437494723),
    ]
    var p = Path()
    for k in 0..<5 {
      let (x, y) = unit[(k * 2) % 5]
      let pt = Point(x: center.x + x * radius, y: center.y + y * radius)
      if k == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
    }
    p.closeSubpath()
    return p
  }

  @Test func fillRules() throws {
    var c = try canvas()
    c.fill(star(center: Point(x: 85, y: 100), radius: 80), with: Paint(violet), fillRule: .nonZero)
    c.fill(star(center: Point(x: 240, y: 100), radius: 80), with: Paint(violet), fillRule: .evenOdd)
    assertSnapshot(of: c.pixmap, as: .image(), named: "star")
  }
}
