import TesseraGeometry
import TesseraRaster
import Testing

import func TesseraSnapshot.assertSnapshot

/// Clips: nested rectangular and path clips. Each reference was looked at when recorded.
@Suite struct ClipTests: PrimitiveScene {
  @Test func nestedClips() throws {
    var c = try canvas()
    c.save()
    c.clip(to: Path(circleCenter: Point(x: 110, y: 100), radius: 85))
    c.save()
    c.clip(to: Path(roundedRect: Rect(x: 60.5, y: 40.5, width: 230, height: 120), cornerRadius: 30))
    for i in 0..<16 {
      c.fill(Rect(x: Double(i) * 20, y: 0, width: 10, height: 200), with: Paint(i % 2 == 0 ? blue : violet))
    }
    c.restore()
    c.stroke(
      Path(circleCenter: Point(x: 110, y: 100), radius: 60), with: Paint(red),
      style: StrokeStyle(lineWidth: 10))
    c.restore()
    // After restore, drawing is unclipped again.
    c.fill(Path(circleCenter: Point(x: 280, y: 40), radius: 25), with: Paint(green))
    assertSnapshot(of: c.pixmap, as: .image(), named: "clips")
  }
}
