import Testing

@testable import TesseraRaster

/// Runs of one value: the library-backed fills write exactly what a loop writes, and nothing past
/// the run.
@Suite struct PixelFillTests {
  @Test(arguments: [UInt32(0), 0xFFFF_FFFF, 0xFF00_0000, 0x8040_2010, 0xFF12_3456, 0x0101_0101])
  func pixelRunsEqualALoop(value: UInt32) {
    for count in [0, 1, 2, 3, 7, 8, 9, 31, 64, 65, 1000] {
      var got = [UInt32](repeating: 0xDEAD_BEEF, count: count + 2)
      got.withUnsafeMutableBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        PixelFill.fill(base + 1, with: value, count: count)
      }
      var want = [UInt32](repeating: 0xDEAD_BEEF, count: count + 2)
      for i in 0..<count { want[i + 1] = value }
      #expect(got == want, "value \(value), count \(count)")
    }
  }

  @Test func byteRunsEqualALoop() {
    for value: UInt8 in [0, 1, 128, 255] {
      var got = [UInt8](repeating: 7, count: 40)
      got.withUnsafeMutableBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        PixelFill.fill(base + 3, with: value, count: 33)
        PixelFill.fill(base, with: value, count: -1)
      }
      var want = [UInt8](repeating: 7, count: 40)
      for i in 3..<36 { want[i] = value }
      #expect(got == want)
    }
  }
}
