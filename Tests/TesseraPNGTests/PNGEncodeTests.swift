import Foundation
import TesseraGeometry
import TesseraPNG
import TesseraRaster
import Testing

/// Encoding: exact round trips, fixed bytes, settings and thread count.
@Suite struct PNGEncodeTests {
  static func sample(opaque: Bool) throws -> Pixmap {
    var c = try Canvas(width: 180, height: 150, background: opaque ? .white : .clear)
    c.drawShadow(
      roundedRect: Rect(x: 20, y: 20, width: 120, height: 90), radii: CornerRadii(all: 12),
      shadow: Shadow(color: .black.opacity(0.3), offset: Point(x: 0, y: 4), blurRadius: 16))
    c.fill(
      Path(roundedRect: Rect(x: 20, y: 20, width: 120, height: 90), cornerRadius: 12), with: Paint(.white))
    c.fill(
      Path(circleCenter: Point(x: 70, y: 60), radius: 25),
      with: Paint(
        shader: .radialGradient(
          RadialGradient(
            gradient: Gradient(colors: [.white, Color(hex: "#6C5CE7") ?? .black]),
            center: Point(x: 70, y: 60),
            endRadius: 25))))
    return c.pixmap
  }

  @Test func opaqueRoundTripIsExact() throws {
    let p = try Self.sample(opaque: true)
    let bytes = try PNG.encode(p)
    // Color type 2 (RGB) at byte 25 of the IHDR.
    #expect(bytes[25] == 2)
    #expect(try PNG.decode(bytes) == p)
  }

  @Test func translucentRoundTripStaysWithinRounding() throws {
    let p = try Self.sample(opaque: false)
    let bytes = try PNG.encode(p)
    #expect(bytes[25] == 6)
    let back = try PNG.decode(bytes)
    // Unpremultiply then premultiply again may move a channel by one step of 255 / a.
    var worst = 0
    for (a, b) in zip(p.pixels, back.pixels) {
      let ca = PremultipliedColor(packed: a)
      let cb = PremultipliedColor(packed: b)
      #expect(ca.a == cb.a)
      worst = max(worst, abs(Int(ca.r) - Int(cb.r)), abs(Int(ca.g) - Int(cb.g)), abs(Int(ca.b) - Int(cb.b)))
    }
    #expect(worst <= 1)
    // A second round trip is a fixed point.
    #expect(try PNG.decode(PNG.encode(back)) == back)
  }

  @Test(arguments: [PNGOptions.standard, .zlib, .smallest])
  func sameBytesForAnyThreadCount(options: PNGOptions) throws {
    let p = try Self.sample(opaque: true)
    var one = options
    one.threads = 1
    var four = options
    four.threads = 4
    let a = try PNG.encode(p, options: one)
    #expect(a == (try PNG.encode(p, options: four)))
    #expect(a == (try PNG.encode(p, options: options)))
    #expect(try PNG.decode(a) == p)
  }

  @Test func tallImagesSpanManyStrips() throws {
    // 1000 rows: 16 strips, each primed with the one before.
    var c = try Canvas(width: 37, height: 1000, background: .white)
    for i in 0..<50 {
      c.fill(
        Rect(x: Double(i % 7), y: Double(i) * 20, width: 20.5, height: 10.25),
        with: Paint(.black.opacity(0.7)))
    }
    let bytes = try PNG.encode(c.pixmap, options: .standard)
    #expect(try PNG.decode(bytes) == c.pixmap)
  }

  @Test func noTimeOrTextChunks() throws {
    let bytes = try PNG.encode(try Self.sample(opaque: false))
    let s = String(decoding: bytes, as: UTF8.self)
    for chunk in ["tIME", "tEXt", "iTXt", "zTXt", "gAMA"] {
      #expect(!s.contains(chunk), "found a \(chunk) chunk")
    }
  }

  @Test func oneByOnePixel() throws {
    let p = try Pixmap(width: 1, height: 1, fill: PremultipliedColor(r: 10, g: 20, b: 30, a: 255))
    #expect(try PNG.decode(PNG.encode(p)) == p)
  }
}
