import TesseraGeometry
import Testing

@testable import TesseraRaster

/// The eight-pixel blending paths give exactly the bits of the one-pixel rule, for every
/// coverage and alpha; and the scan converter's reused buffers go back clean.
@Suite struct BlendTests {
  /// A small deterministic generator (the tests must not depend on a random seed).
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 17
    }
    /// A valid premultiplied pixel.
    mutating func pixel() -> UInt32 {
      let v = next()
      let a = UInt32(v & 0xFF)
      func channel(_ shift: UInt64) -> UInt32 { a == 0 ? 0 : UInt32((v >> shift) & 0xFF) % (a + 1) }
      return channel(8) | channel(16) << 8 | channel(24) << 16 | a << 24
    }
  }

  @Test func solidRowMatchesTheScalarRule() {
    var g = Generator(state: 42)
    for round in 0..<400 {
      let count = 1 + round % 37
      let color = round % 5 == 0 ? (g.pixel() | 0xFF00_0000) : g.pixel()
      var dst = (0..<count).map { _ in g.pixel() }
      let cov: [UInt8] = (0..<count).map { i in
        switch (round + i) % 4 {
        case 0: return 0
        case 1: return 255
        default: return UInt8(g.next() & 0xFF)
        }
      }
      let expected = zip(dst, cov).map { d, c -> UInt32 in
        c == 0 ? d : Blend.over(c == 255 ? color : Blend.scale(color, UInt32(c)), d)
      }
      dst.withUnsafeMutableBufferPointer { d in
        cov.withUnsafeBufferPointer { c in
          if let db = d.baseAddress, let cb = c.baseAddress {
            Blend.solidRow(db, color, cb, count, simd: true)
          }
        }
      }
      #expect(dst == expected, "round \(round)")
    }
  }

  @Test func solidSpanMatchesTheScalarRuleForEveryCoverage() {
    var g = Generator(state: 7)
    for c in 0...255 as ClosedRange<UInt32> {
      let color = g.pixel()
      var dst = (0..<19).map { _ in g.pixel() }
      let s = Blend.scale(color, c)
      let expected = dst.map { c == 0 ? $0 : Blend.over(s, $0) }
      dst.withUnsafeMutableBufferPointer { d in
        if let db = d.baseAddress { Blend.solidSpan(db, color, c, d.count, simd: true) }
      }
      #expect(dst == expected, "coverage \(c)")
    }
  }

  @Test func scanConverterBuffersComeBackClean() throws {
    var c = try Canvas(width: 400, height: 300, background: .white)
    for i in 0..<30 {
      let r = Double(i)
      c.fill(
        Path(circleCenter: Point(x: 13 + r * 11.3, y: 40 + r * 7.1), radius: 5 + r),
        with: Paint(.black.opacity(0.3)),
        fillRule: i % 2 == 0 ? .nonZero : .evenOdd)
    }
    #expect(CellBuffers.pooledBuffersAreClean())
  }
}
