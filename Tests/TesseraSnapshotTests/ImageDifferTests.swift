import TesseraGeometry
import TesseraRaster
import TesseraSnapshot
import Testing

@Suite struct ImageDifferTests {
  func disc(x: Double, size: Int = 100) throws -> Pixmap {
    var c = try Canvas(width: size, height: size, background: .white)
    c.fill(Path(circleCenter: Point(x: x, y: 50), radius: 30), with: Paint(Color(hex: "#2563EB") ?? .black))
    return c.pixmap
  }

  @Test func identicalImages() throws {
    let r = ImageDiffer.compare(expected: try disc(x: 50), actual: try disc(x: 50)).comparison
    #expect(r.verdict == .identical)
    #expect(r.description == "identical")
  }

  @Test func onePixelChangeFailsExactlyAndPerceptually() throws {
    let a = try disc(x: 50)
    var c = Canvas(pixmap: a)
    c.fill(Rect(x: 5, y: 5, width: 1, height: 1), with: Paint(Color(hex: "#FF0000") ?? .black))
    let b = c.pixmap
    let exact = ImageDiffer.compare(expected: a, actual: b).comparison
    #expect(exact.verdict == .different)
    #expect(exact.differingPixels == 1)
    #expect(exact.largestChannelDelta == 255)
    #expect(exact.changedBounds == IntRect(x0: 5, y0: 5, x1: 6, y1: 6))
    let perceptual = ImageDiffer.compare(expected: a, actual: b, tolerance: .perceptual).comparison
    #expect(perceptual.verdict == .different)
    // Allowed explicitly, it passes.
    let allowed = ImageDiffer.compare(
      expected: a, actual: b, tolerance: ImageTolerance(maxDifferingPixels: 1)
    ).comparison
    #expect(allowed.verdict == .withinTolerance)
  }

  @Test func subpixelShiftPassesOnlyWithAntialiasingDetection() throws {
    let a = try disc(x: 50)
    let b = try disc(x: 50.3)
    #expect(ImageDiffer.compare(expected: a, actual: b).comparison.verdict == .different)
    let noAA = ImageDiffer.compare(
      expected: a, actual: b,
      tolerance: ImageTolerance(pixel: .perceptual(threshold: 0.1, ignoreAntialiasing: false))
    ).comparison
    #expect(noAA.verdict == .different)
    let withAA = ImageDiffer.compare(expected: a, actual: b, tolerance: .perceptual).comparison
    #expect(withAA.verdict == .withinTolerance, "\(withAA)")
    #expect(withAA.antialiasedPixels > 0)
  }

  @Test func channelDeltaTolerance() throws {
    let a = try Pixmap(width: 2, height: 1, fill: PremultipliedColor(r: 100, g: 100, b: 100, a: 255))
    let b = try Pixmap(width: 2, height: 1, fill: PremultipliedColor(r: 102, g: 100, b: 100, a: 255))
    #expect(
      ImageDiffer.compare(expected: a, actual: b, tolerance: ImageTolerance(pixel: .channelDelta(2)))
        .comparison.matches)
    #expect(
      !ImageDiffer.compare(expected: a, actual: b, tolerance: ImageTolerance(pixel: .channelDelta(1)))
        .comparison.matches)
    let fraction = ImageTolerance(maxDifferingFraction: 0.5)
    #expect(!ImageDiffer.compare(expected: a, actual: b, tolerance: fraction).comparison.matches)
  }

  @Test func sizeChangeIsItsOwnFailure() throws {
    let r = ImageDiffer.compare(expected: try disc(x: 50, size: 100), actual: try disc(x: 50, size: 101))
      .comparison
    #expect(r.verdict == .different && r.sizeMismatch)
    #expect(r.description == "size differs: expected 100x100, got 101x101")
  }

  @Test func diffAndSideBySideImages() throws {
    let a = try disc(x: 50)
    let b = try disc(x: 52)
    let (comparison, states) = ImageDiffer.compare(expected: a, actual: b, tolerance: .perceptual)
    #expect(!comparison.matches || comparison.antialiasedPixels > 0)
    let diff = try #require(ImageDiffer.diffImage(expected: a, states: states))
    #expect(diff.width == 100)
    let strip = try #require(ImageDiffer.sideBySide([a, diff, b]))
    #expect(strip.width == 316 && strip.height == 100)
  }
}
