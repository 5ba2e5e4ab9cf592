import TesseraGeometry
import TesseraRaster
import Testing

import func TesseraSnapshot.assertSnapshot

/// Reference images of every primitive of the raster core. Each was looked at when recorded.
@Suite struct PrimitiveReferenceTests {
  let ink = Color(hex: "#1F2937") ?? .black
  let blue = Color(hex: "#2563EB") ?? .black
  let violet = Color(hex: "#6C5CE7") ?? .black
  let red = Color(hex: "#DC2626") ?? .black
  let green = Color(hex: "#16A34A") ?? .black
  let amber = Color(hex: "#F59E0B") ?? .black

  func canvas(_ w: Int = 320, _ h: Int = 200) throws -> Canvas {
    try Canvas(width: w, height: h, background: .white)
  }

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
    let s = PrimitiveReferenceTests().star(center: Point(x: 200, y: 265), radius: 30)
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

  @Test func manyMasksAtOnceEqualOneAfterAnother() throws {
    // Overlapping, clipped and off-canvas masks, inside a layer: the batch gives the same pixels.
    let shapes = [
      Path(circleCenter: Point(x: 6, y: 6), radius: 5.3),
      Path(roundedRect: Rect(x: 0.5, y: 0.25, width: 14, height: 9), radii: CornerRadii(all: 3)),
      PrimitiveReferenceTests().star(center: Point(x: 8, y: 8), radius: 7.5),
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
