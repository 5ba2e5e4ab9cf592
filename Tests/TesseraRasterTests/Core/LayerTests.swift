import TesseraGeometry
import TesseraRaster
import Testing

import func TesseraSnapshot.assertSnapshot

/// Layers: group opacity composited once. Each reference was looked at when recorded.
@Suite struct LayerTests: PrimitiveScene {
  @Test func layerOpacity() throws {
    var c = try canvas()
    // Two overlapping circles at 50% each: the overlap darkens.
    c.fill(Path(circleCenter: Point(x: 70, y: 100), radius: 50), with: Paint(blue, opacity: 0.5))
    c.fill(Path(circleCenter: Point(x: 120, y: 100), radius: 50), with: Paint(red, opacity: 0.5))
    // The same in a 50% layer: the group fades as one, no darker overlap.
    c.beginLayer(opacity: 0.5)
    c.fill(Path(circleCenter: Point(x: 210, y: 100), radius: 50), with: Paint(blue))
    c.fill(Path(circleCenter: Point(x: 260, y: 100), radius: 50), with: Paint(red))
    let closed = c.endLayer()
    #expect(closed)
    assertSnapshot(of: c.pixmap, as: .image(), named: "layers")
  }
}
