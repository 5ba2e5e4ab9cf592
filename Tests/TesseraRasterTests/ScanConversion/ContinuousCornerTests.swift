import TesseraGeometry
import TesseraRaster
import Testing

/// Continuous corners whose radius is near half a side, against iOS 18 simulator references at 3x
/// (GoodSwiftUI's `RoundedRectangle(cornerRadius: 20)` on a 40-point circle button and
/// `cornerRadius: 16` on a 32-point pill, `Examples/GroundTruth/`).
@Suite struct ContinuousCornerTests {
  /// Where a row's left edge lies, in pixels from the left: the row's uncovered share of its
  /// first `span` pixels.
  func leftEdge(_ path: Path, width: Int, height: Int, row: Int, span: Int = 20) throws -> Double {
    var c = try Canvas(width: width, height: height)
    c.fill(path, with: Paint(.black))
    var covered = 0.0
    for x in 0..<span { covered += Double(c.pixmap.pixel(x: x, y: row)?.a ?? 0) / 255 }
    return Double(span) - covered
  }

  /// A 120-pixel square with a 60-pixel continuous radius is drawn as iOS draws it: its two
  /// corners' curves cross at each side's middle, so it lies inside a circle near there (0.3 pt
  /// 10° from it) and touches the circle at 45°. A circle puts these rows' edges 0.4-0.7 px
  /// further out.
  @Test func aRadiusOfHalfTheSideIsNotACircle() throws {
    let square = Path.continuousRoundedRect(Rect(x: 0, y: 0, width: 120, height: 120), radius: 60)
    // Row: (iOS's edge, a circle's edge), from the references' coverage.
    let rows: [Int: (iOS: Double, circle: Double)] = [
      40: (3.70, 3.26), 44: (2.68, 2.04), 46: (2.23, 1.54), 18: (16.53, 16.67), 10: (26.05, 26.09),
    ]
    for (row, expected) in rows {
      let edge = try leftEdge(square, width: 120, height: 120, row: row, span: row < 28 ? 60 : 20)
      #expect(abs(edge - expected.iOS) < 0.2, "row \(row): \(edge), iOS \(expected.iOS)")
    }
    let circle = Path(roundedRect: Rect(x: 0, y: 0, width: 120, height: 120), radii: CornerRadii(all: 60))
    #expect(try leftEdge(circle, width: 120, height: 120, row: 46) < 1.7)
    // A larger radius is clamped to half the side: the same shape.
    #expect(
      Path.continuousRoundedRect(Rect(x: 0, y: 0, width: 120, height: 120), radius: 500)
        .isApproximatelyEqual(to: square))
  }

  /// A pill (a 96-pixel-tall rounded rectangle with a 48-pixel radius): pointed ends, as iOS's.
  @Test func aPillsEndsArePointed() throws {
    let pill = Path.continuousRoundedRect(Rect(x: 0, y: 0, width: 229, height: 96), radius: 48)
    // Row: (iOS's edge, a half circle's edge).
    let rows: [Int: (iOS: Double, circle: Double)] = [
      36: (1.95, 1.40), 40: (1.14, 0.59), 20: (8.63, 8.66), 12: (15.56, 15.69),
    ]
    for (row, expected) in rows {
      let edge = try leftEdge(pill, width: 229, height: 96, row: row, span: 30)
      #expect(abs(edge - expected.iOS) < 0.2, "row \(row): \(edge), iOS \(expected.iOS)")
    }
  }

  /// Uneven radii: each corner continuous at its own radius; equal radii give the same outline
  /// as one radius; a square corner stays square; overlapping curves of unequal radii are cut
  /// where they cross, between the corners.
  @Test func unevenRadiiAreContinuousCornersEach() throws {
    let rect = Rect(x: 0, y: 0, width: 120, height: 80)
    #expect(
      Path.continuousRoundedRect(rect, radii: CornerRadii(all: 12))
        .isApproximatelyEqual(to: Path.continuousRoundedRect(rect, radius: 12)))
    #expect(
      Path.continuousRoundedRect(rect, radii: CornerRadii(all: 40))
        .isApproximatelyEqual(to: Path.continuousRoundedRect(rect, radius: 40), tolerance: 1e-9))
    // A top-leading corner of 30 and a top-trailing one of 0 (no overlap): the square corner's
    // pixel is covered, the rounded one's is not, and the rounded corner reaches 1.53 radii.
    let top = Path.continuousRoundedRect(rect, radii: CornerRadii(topLeading: 30))
    var c = try Canvas(width: 120, height: 80)
    c.fill(top, with: Paint(.black))
    #expect(c.pixmap.pixel(x: 119, y: 0)?.a == 255)
    #expect(c.pixmap.pixel(x: 0, y: 0)?.a == 0)
    #expect(c.pixmap.pixel(x: 40, y: 0)?.a ?? 0 < 255)  // still curving 40 px from the corner
    #expect(c.pixmap.pixel(x: 47, y: 0)?.a == 255)  // straight past 1.53 radii (45.9 px)
    // 40 and 20 on an 80-point-tall left side overlap (1.53 x 60 > 80): the outline stays
    // inside the rectangle, is closed, and covers the middle of the side.
    let uneven = Path.continuousRoundedRect(rect, radii: CornerRadii(topLeading: 40, bottomLeading: 20))
    let b = uneven.controlPointBounds
    #expect(b.minX >= -1e-9 && b.minY >= -1e-9 && b.maxX <= 120 + 1e-9 && b.maxY <= 80 + 1e-9)
    var d = try Canvas(width: 120, height: 80)
    d.fill(uneven, with: Paint(.black))
    #expect(d.pixmap.pixel(x: 1, y: 50)?.a == 255)
    #expect(d.pixmap.pixel(x: 0, y: 0)?.a == 0 && d.pixmap.pixel(x: 0, y: 79)?.a == 0)
  }

  /// Bad input gives an empty path or a rectangle, never a trap.
  @Test func degenerateInputIsHarmless() {
    let r = Rect(x: 0, y: 0, width: 40, height: 20)
    #expect(Path.continuousRoundedRect(Rect(x: 0, y: 0, width: 0, height: 20), radius: 4).isEmpty)
    #expect(Path.continuousRoundedRect(r, radius: 0) == Path(r))
    #expect(Path.continuousRoundedRect(r, radius: -3) == Path(r))
    #expect(Path.continuousRoundedRect(r, radius: .nan) == Path(r))
    #expect(Path.continuousRoundedRect(r, radius: .infinity) == Path.continuousRoundedRect(r, radius: 10))
  }
}
