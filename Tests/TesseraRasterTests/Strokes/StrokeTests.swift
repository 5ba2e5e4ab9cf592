import TesseraGeometry
import TesseraRaster
import Testing

import func TesseraSnapshot.assertSnapshot

/// Strokes: caps and joins, curves and the miter limit, dashes. Each reference was looked at when recorded.
@Suite struct StrokeTests: PrimitiveScene {
  @Test func strokes() throws {
    var c = try canvas(360, 260)
    // Every cap on an open path and every join on a zig-zag.
    let caps: [StrokeStyle.LineCap] = [.butt, .round, .square]
    let joins: [StrokeStyle.LineJoin] = [.miter, .round, .bevel]
    for (i, cap) in caps.enumerated() {
      for (j, join) in joins.enumerated() {
        var p = Path()
        let x = 20 + Double(j) * 115
        let y = 30 + Double(i) * 75
        p.move(to: Point(x: x, y: y + 30))
        p.addLine(to: Point(x: x + 25, y: y))
        p.addLine(to: Point(x: x + 50, y: y + 30))
        p.addLine(to: Point(x: x + 80, y: y + 5))
        c.stroke(p, with: Paint(blue), style: StrokeStyle(lineWidth: 12, lineCap: cap, lineJoin: join))
        c.stroke(p, with: Paint(.white), style: StrokeStyle(lineWidth: 0))  // hairline spine
      }
    }
    // Hairlines and thin strokes of increasing width, at fractional positions.
    for i in 0..<8 {
      var p = Path()
      let x = 20.25 + Double(i) * 42
      p.move(to: Point(x: x, y: 240))
      p.addLine(to: Point(x: x + 30, y: 225))
      c.stroke(p, with: Paint(ink), style: StrokeStyle(lineWidth: Double(i) * 0.5))
    }
    assertSnapshot(of: c.pixmap, as: .image(), named: "capsJoins")
  }

  @Test func curvedStrokesAndMiterLimit() throws {
    var c = try canvas()
    c.stroke(
      Path(circleCenter: Point(x: 60, y: 60), radius: 40), with: Paint(violet),
      style: StrokeStyle(lineWidth: 8))
    c.stroke(
      Path(roundedRect: Rect(x: 120, y: 20, width: 80, height: 80), cornerRadius: 16), with: Paint(blue),
      style: StrokeStyle(lineWidth: 1.5))
    var wave = Path()
    wave.move(to: Point(x: 220, y: 60))
    wave.addCurve(to: Point(x: 310, y: 60), control1: Point(x: 240, y: -10), control2: Point(x: 290, y: 130))
    c.stroke(wave, with: Paint(red), style: StrokeStyle(lineWidth: 6, lineCap: .round))
    // Sharp angles: miter kept under the limit, beveled over it.
    for (i, limit) in [1.0, 4.0, 10.0].enumerated() {
      var p = Path()
      let x = 30 + Double(i) * 100
      p.move(to: Point(x: x, y: 180))
      p.addLine(to: Point(x: x + 30, y: 130))
      p.addLine(to: Point(x: x + 45, y: 180))
      c.stroke(p, with: Paint(ink), style: StrokeStyle(lineWidth: 8, lineJoin: .miter, miterLimit: limit))
    }
    var q = Path()
    q.move(to: Point(x: 20, y: 110))
    q.addQuadCurve(to: Point(x: 300, y: 110), control: Point(x: 160, y: 150))
    c.stroke(q, with: Paint(green), style: StrokeStyle(lineWidth: 2))
    assertSnapshot(of: c.pixmap, as: .image(), named: "curves")
  }

  @Test func dashes() throws {
    var c = try canvas()
    let styles: [StrokeStyle] = [
      StrokeStyle(lineWidth: 4, dash: [12, 6]),
      StrokeStyle(lineWidth: 4, lineCap: .round, dash: [0, 10]),
      StrokeStyle(lineWidth: 6, dash: [10, 5, 2, 5], dashPhase: 4),
      StrokeStyle(lineWidth: 2, dash: [5]),
    ]
    for (i, st) in styles.enumerated() {
      var p = Path()
      p.move(to: Point(x: 20, y: 20 + Double(i) * 22))
      p.addLine(to: Point(x: 300, y: 20 + Double(i) * 22))
      c.stroke(p, with: Paint(ink), style: st)
    }
    c.stroke(
      Path(roundedRect: Rect(x: 20, y: 110, width: 130, height: 75), cornerRadius: 14), with: Paint(blue),
      style: StrokeStyle(lineWidth: 3, dash: [8, 4]))
    c.stroke(
      Path(circleCenter: Point(x: 240, y: 148), radius: 38), with: Paint(red),
      style: StrokeStyle(lineWidth: 5, lineCap: .round, dash: [14, 8], dashPhase: 3))
    assertSnapshot(of: c.pixmap, as: .image(), named: "dashes")
  }
}
