import TesseraGeometry
import TesseraRaster
import Testing

import func TesseraSnapshot.assertSnapshot

/// Coverage masks drawn in one pass equal the same masks drawn one after another. Each reference was looked at when recorded.
@Suite struct MaskTests: PrimitiveScene {
  @Test func manyMasksAtOnceEqualOneAfterAnother() throws {
    // Overlapping, clipped and off-canvas masks, inside a layer: the batch gives the same pixels.
    let shapes = [
      Path(circleCenter: Point(x: 6, y: 6), radius: 5.3),
      Path(roundedRect: Rect(x: 0.5, y: 0.25, width: 14, height: 9), radii: CornerRadii(all: 3)),
      FillTests().star(center: Point(x: 8, y: 8), radius: 7.5),
    ]
    let masks = shapes.compactMap { CoverageMask(path: $0) }
    var placed: [(mask: CoverageMask, x: Int, y: Int)] = []
    for i in 0..<40 {
      let x = (i * 7) % 70 - 6
      let y = (i * 11) % 45 - 5
      placed.append((masks[i % 3], x, y))
    }
    var pictures: [Pixmap] = []
    for batch in [false, true] {
      var c = try Canvas(width: 64, height: 40, background: .white)
      c.clip(to: Path(circleCenter: Point(x: 32, y: 20), radius: 26))
      c.beginLayer(opacity: 0.8)
      if batch {
        c.drawMasks(placed, color: violet.opacity(0.7))
      } else {
        for p in placed { c.drawMask(p.mask, x: p.x, y: p.y, color: violet.opacity(0.7)) }
      }
      c.endLayer()
      pictures.append(c.pixmap)
    }
    #expect(pictures[0] == pictures[1])
  }
}
