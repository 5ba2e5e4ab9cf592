import TesseraGeometry
import TesseraRaster
import Testing

import func TesseraSnapshot.assertSnapshot

/// Images drawn on the canvas: scaled, transformed and clipped. Each reference was looked at when recorded.
@Suite struct CanvasImageTests: PrimitiveScene {
  @Test func images() throws {
    // A 8x8 checkerboard with a transparent corner, drawn scaled up (bilinear and nearest)
    // and a detailed 96x96 image scaled down.
    var small = try Canvas(width: 8, height: 8, background: .white)
    for y in 0..<8 {
      for x in 0..<8 where (x + y) % 2 == 0 {
        small.fill(Rect(x: Double(x), y: Double(y), width: 1, height: 1), with: Paint(violet))
      }
    }
    var tile = small.pixmap
    var cleared = Canvas(pixmap: tile)
    cleared.fill(Rect(x: 0, y: 0, width: 3, height: 3), with: Paint(red.opacity(0.5)))
    tile = cleared.pixmap
    var big = try Canvas(width: 96, height: 96, background: .white)
    for i in 0..<12 {
      big.stroke(
        Path(circleCenter: Point(x: 48, y: 48), radius: Double(i) * 4 + 2),
        with: Paint(i % 2 == 0 ? ink : blue),
        style: StrokeStyle(lineWidth: 1.5))
    }
    var c = try canvas()
    c.drawImage(tile, in: Rect(x: 10, y: 10, width: 80, height: 80), filter: .nearest)
    c.drawImage(tile, in: Rect(x: 100.5, y: 10.5, width: 80, height: 80), filter: .bilinear)
    c.drawImage(big.pixmap, in: Rect(x: 200, y: 10, width: 96, height: 96))
    c.drawImage(big.pixmap, in: Rect(x: 200, y: 120, width: 40, height: 40))
    c.drawImage(big.pixmap, in: Rect(x: 250, y: 120, width: 20, height: 20))
    c.drawImage(big.pixmap, in: Rect(x: 280, y: 120, width: 11, height: 11), opacity: 0.5)
    c.save()
    c.concatenate(AffineTransform(quarterTurns: 1).concatenating(AffineTransform(translationX: 180, y: 110)))
    c.drawImage(tile, in: Rect(x: 0, y: 0, width: 60, height: 40))
    c.restore()
    assertSnapshot(of: c.pixmap, as: .image(), named: "images")
  }
}
