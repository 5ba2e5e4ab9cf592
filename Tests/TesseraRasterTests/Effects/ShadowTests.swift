import TesseraGeometry
import TesseraRaster
import Testing

import func TesseraSnapshot.assertSnapshot

/// Shadows: offsets, blur radii and spreads, and the fast path under covering surfaces. Each reference was looked at when recorded.
@Suite struct ShadowTests: PrimitiveScene {
  @Test func shadows() throws {
    var c = try Canvas(width: 400, height: 300, background: Color(hex: "#F2F3F5") ?? .white)
    let card = Color.white
    func box(_ x: Double, _ y: Double, _ shadow: Shadow, radius: Double = 12) {
      let r = Rect(x: x, y: y, width: 100, height: 70)
      c.drawShadow(roundedRect: r, radii: CornerRadii(all: radius), shadow: shadow)
      c.fill(Path(roundedRect: r, cornerRadius: radius), with: Paint(card))
    }
    box(30, 30, Shadow(color: .black.opacity(0.25), blurRadius: 4))
    box(150, 30, Shadow(color: .black.opacity(0.25), offset: Point(x: 0, y: 8), blurRadius: 24))
    box(270, 30, Shadow(color: blue.opacity(0.6), offset: Point(x: 6, y: 6), blurRadius: 0))
    box(30, 160, Shadow(color: .black.opacity(0.3), blurRadius: 10, spread: 8))
    box(150, 160, Shadow(color: .black.opacity(0.3), blurRadius: 10, spread: -6))
    // An inner shadow and the shadow of a non-rectangular path.
    let inner = Rect(x: 270, y: 160, width: 100, height: 70)
    c.fill(Path(roundedRect: inner, cornerRadius: 12), with: Paint(card))
    c.drawShadow(
      of: Path(roundedRect: inner, cornerRadius: 12),
      shadow: Shadow(color: .black.opacity(0.35), offset: Point(x: 0, y: 4), blurRadius: 10, isInner: true))
    let s = FillTests().star(center: Point(x: 200, y: 265), radius: 30)
    c.drawShadow(
      of: s, fillRule: .nonZero,
      shadow: Shadow(color: violet.opacity(0.7), offset: Point(x: 4, y: 4), blurRadius: 8))
    c.fill(s, with: Paint(amber))
    assertSnapshot(of: c.pixmap, as: .image(), named: "shadows")
  }

  @Test func shadowFastPathMatchesGeneralPath() throws {
    // The rounded-rect nine-patch gives the pixels a full blur of the same shape gives.
    let shadow = Shadow(color: .black.opacity(0.4), offset: Point(x: 3, y: 5), blurRadius: 18, spread: 2)
    let rect = Rect(x: 40.5, y: 30.25, width: 220.5, height: 130)
    let radii = CornerRadii(topLeading: 4, topTrailing: 18, bottomTrailing: 30, bottomLeading: 10)
    var fast = try Canvas(width: 320, height: 220, background: .white)
    fast.scale(x: 1, y: 1)
    fast.drawShadow(roundedRect: rect, radii: radii, shadow: shadow)
    var general = try Canvas(width: 320, height: 220, background: .white)
    var s = shadow
    s.spread = 0
    general.drawShadow(
      of: Path(
        roundedRect: rect.insetBy(dx: -shadow.spread, dy: -shadow.spread),
        radii: radii.clamped(to: rect.size).outset(by: shadow.spread)), shadow: s)
    #expect(fast.pixmap == general.pixmap)
  }

  @Test(arguments: [1.0, 2, 3, 1.5])
  func shadowsSkipOnlyPixelsTheSurfaceCovers(scale: Double) throws {
    // Shadow then opaque surface: skipping the shadow under the surface gives the same pixels,
    // for uneven radii, fractional positions, clips and a translucent page.
    let cases: [(Rect, CornerRadii, Shadow)] = [
      (
        Rect(x: 20.3, y: 14.6, width: 150.2, height: 90.7), CornerRadii(all: 12),
        Shadow(color: .black.opacity(0.35), offset: Point(x: 0, y: 4), blurRadius: 16)
      ),
      (
        Rect(x: 31, y: 22, width: 80, height: 40),
        CornerRadii(topLeading: 0, topTrailing: 20, bottomTrailing: 3, bottomLeading: 9),
        Shadow(color: violet.opacity(0.5), offset: Point(x: -3, y: 2), blurRadius: 6, spread: 2)
      ),
      (
        Rect(x: 5, y: 5, width: 30, height: 12), CornerRadii(all: 40),
        Shadow(color: .black.opacity(0.6), offset: Point(x: 1, y: 1), blurRadius: 3)
      ),
    ]
    for (rect, radii, shadow) in cases {
      for clipped in [false, true] {
        var pictures: [Pixmap] = []
        for skip in [false, true] {
          var c = try Canvas(
            width: Int(200 * scale), height: Int(130 * scale), background: amber.opacity(0.3))
          c.scale(x: scale, y: scale)
          if clipped { c.clip(to: Path(Rect(x: 0, y: 0, width: 90.5, height: 60.25))) }
          c.drawShadow(roundedRect: rect, radii: radii, shadow: shadow, covered: skip ? (rect, radii) : nil)
          c.fill(Path(roundedRect: rect, radii: radii), with: Paint(.white))
          pictures.append(c.pixmap)
        }
        let w = pictures[0].width
        let differing = pictures[0].pixels.indices.filter { pictures[0].pixels[$0] != pictures[1].pixels[$0] }
        let first = differing.first.map { "(\($0 % w), \($0 / w))" } ?? "-"
        #expect(
          differing.isEmpty,
          "\(differing.count) pixels differ, first \(first): \(rect) \(radii) at \(scale)x, clipped: \(clipped)"
        )
      }
    }
  }
}
