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
