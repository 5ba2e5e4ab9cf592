import TesseraGeometry
import TesseraRaster
import Testing

/// Bad input gets a clear error or draws nothing; it never traps.
@Suite struct BadInputTests {
  @Test(arguments: [(0, 10), (10, 0), (-5, 10), (10, -1)])
  func invalidSizes(width: Int, height: Int) {
    #expect(throws: RasterError.invalidSize(width: width, height: height)) {
      try Pixmap(width: width, height: height)
    }
  }

  @Test(arguments: [(16385, 10), (10, 100_000), (16384, 16384), (Int.max, Int.max)])
  func hugeSizes(width: Int, height: Int) {
    #expect(throws: RasterError.imageTooLarge(width: width, height: height)) {
      try Pixmap(width: width, height: height)
    }
  }

  @Test func errorMessagesNameTheProblem() {
    #expect(RasterError.imageTooLarge(width: 20000, height: 5).description.contains("20000x5"))
    #expect(RasterError.invalidSize(width: -1, height: 3).description.contains("-1x3"))
  }

  @Test func nonFiniteGeometryDrawsNothing() throws {
    var c = try Canvas(width: 20, height: 20, background: .white)
    let before = c.pixmap
    var p = Path()
    p.move(to: Point(x: 0, y: 0))
    p.addLine(to: Point(x: .nan, y: 10))
    p.addLine(to: Point(x: 10, y: .infinity))
    let r1 = c.fill(p, with: Paint(.black))
    #expect(!r1)
    let r2 = c.stroke(p, with: Paint(.black))
    #expect(!r2)
    let r3 = c.fill(Rect(x: .nan, y: 0, width: 5, height: 5), with: Paint(.black))
    #expect(!r3)
    let r4 = c.fill(Rect(x: 0, y: 0, width: -5, height: 5), with: Paint(.black))
    #expect(!r4)
    let r5 = c.stroke(
      Path(Rect(x: 1, y: 1, width: 5, height: 5)), with: Paint(.black), style: StrokeStyle(lineWidth: .nan))
    #expect(!r5)
    let r6 = c.stroke(
      Path(Rect(x: 1, y: 1, width: 5, height: 5)), with: Paint(.black), style: StrokeStyle(lineWidth: -2))
    #expect(!r6)
    let r7 = c.drawShadow(
      of: Path(Rect(x: 1, y: 1, width: 5, height: 5)), shadow: Shadow(color: .black, blurRadius: .nan))
    #expect(!r7)
    let r8 = c.drawShadow(
      roundedRect: Rect(x: 1, y: 1, width: 5, height: 5), radii: .zero,
      shadow: Shadow(color: .black, blurRadius: -1))
    #expect(!r8)
    let r9 = c.drawImage(before, in: Rect(x: 0, y: 0, width: .infinity, height: 4))
    #expect(!r9)
    c.transform = AffineTransform(a: .nan)
    let r10 = c.fill(Rect(x: 1, y: 1, width: 5, height: 5), with: Paint(.black))
    #expect(!r10)
    #expect(c.pixmap == before)
    #expect(Path(Rect(x: 0, y: 0, width: -1, height: 3)).isEmpty)
    #expect(Path(circleCenter: .zero, radius: .nan).isEmpty)
  }

  @Test func singularTransformDrawsNothing() throws {
    var c = try Canvas(width: 20, height: 20, background: .white)
    let before = c.pixmap
    c.transform = AffineTransform(a: 0, d: 0)
    c.fill(Rect(x: 1, y: 1, width: 5, height: 5), with: Paint(.black))
    c.drawImage(before, in: Rect(x: 0, y: 0, width: 4, height: 4))
    #expect(c.pixmap == before)
  }

  @Test func hugeCoordinatesAreClippedNotTrapped() throws {
    var c = try Canvas(width: 30, height: 30)
    c.fill(Rect(x: -1e30, y: -1e30, width: 2e30, height: 2e30), with: Paint(.black))
    #expect(c.pixmap.pixel(x: 15, y: 15)?.a == 255)
    c.stroke(Path(circleCenter: Point(x: 1e12, y: 1e12), radius: 1e12), with: Paint(.black))
    c.drawShadow(
      roundedRect: Rect(x: -1e9, y: 0, width: 2e9, height: 10), radii: CornerRadii(all: 1e9),
      shadow: Shadow(color: .black, blurRadius: 1e6))
    c.stroke(
      Path(Rect(x: 0, y: 0, width: 10, height: 10)), with: Paint(.black),
      style: StrokeStyle(lineWidth: 1, dash: [1e-12, 1e-12]))
  }

  @Test func unbalancedStackCallsAreRefused() throws {
    var c = try Canvas(width: 10, height: 10)
    let r11 = c.restore()
    #expect(!r11)
    let r12 = c.endLayer()
    #expect(!r12)
    c.beginLayer(opacity: 0.5)
    c.save()
    // A save inside the layer is dropped when the layer ends; the stack stays consistent.
    let r13 = c.endLayer()
    #expect(r13)
    let r14 = c.restore()
    #expect(!r14)
    #expect(c.openLayerCount == 0)
  }

  @Test func emptyClipDrawsNothing() throws {
    var c = try Canvas(width: 10, height: 10, background: .white)
    let before = c.pixmap
    c.clip(to: Rect(x: 50, y: 50, width: 5, height: 5))
    c.fill(Rect(x: 0, y: 0, width: 10, height: 10), with: Paint(.black))
    c.beginLayer(opacity: 1)
    c.fill(Rect(x: 0, y: 0, width: 10, height: 10), with: Paint(.black))
    c.endLayer()
    #expect(c.pixmap == before)
  }

  @Test func bufferSizeMismatchIsAnError() {
    #expect(throws: RasterError.bufferSizeMismatch(expected: 16, actual: 12)) {
      try Pixmap(width: 2, height: 2, premultipliedRGBA: [UInt8](repeating: 0, count: 12))
    }
  }
}

@Suite struct ColorTests {
  @Test func hexParsing() {
    #expect(Color(hex: "#F2F3F5") == Color(r8: 0xF2, g8: 0xF3, b8: 0xF5))
    #expect(Color(hex: "abc") == Color(r8: 0xAA, g8: 0xBB, b8: 0xCC))
    #expect(Color(hex: "#11223380") == Color(r8: 0x11, g8: 0x22, b8: 0x33, a8: 0x80))
    for bad in ["", "#12", "#GGGGGG", "12345", "#1234567", "#+12345"] {
      #expect(Color(hex: bad) == nil, "\(bad) should not parse")
    }
  }

  @Test func premultiplicationRoundsToNearest() {
    let c = Color(red: 1, green: 0.5, blue: 0, opacity: 0.5).premultiplied
    // a = round(0.5 × 255) = 128; r = round(255 × 128 / 255) = 128; g = round(128 × 128 / 255) = 64.
    #expect(c == PremultipliedColor(r: 128, g: 64, b: 0, a: 128))
    #expect(Color(red: .nan, green: 2, blue: -1).rgba8 == (0, 255, 0, 255))
    #expect(c.unpremultiplied.rgba8 == (255, 128, 0, 128))
  }
}
