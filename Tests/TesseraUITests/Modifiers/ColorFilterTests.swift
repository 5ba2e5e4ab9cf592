import TesseraSnapshot
import TesseraUI
import Testing

import struct TesseraRaster.PremultipliedColor

/// Color filters: `.grayscale`, `.saturation`, `.brightness`, `.contrast`, `.colorMultiply`,
/// `.colorInvert`, `.luminanceToAlpha`, drawn on the whole view as one group.
@Suite struct ColorFilterTests {
  /// The center pixel of a 10x10 pt swatch of `color` under a filter, straight RGBA.
  func pixel(_ color: Color, _ filter: (AnyView) -> AnyView) throws -> [Int] {
    let view = filter(AnyView(Rectangle().fill(color).frame(width: 10, height: 10)))
    let out = try ImageRenderer(content: view).render()
    let pix = try out.pixmap()
    let p = PremultipliedColor(packed: pix.pixels[5 * pix.width + 5]).unpremultiplied
    return [p.red, p.green, p.blue, p.opacity].map { Int(($0 * 255).rounded()) }
  }

  let red = Color(red: 1, green: 0, blue: 0)

  @Test func filtersChangeColorsAsTheirMatricesSay() throws {
    #expect(
      try pixel(red) { AnyView($0.grayscale(1)) } == [54, 54, 54, 255], "Rec. 709 red luminance 0.2126")
    #expect(try pixel(red) { AnyView($0.grayscale(0)) } == [255, 0, 0, 255])
    #expect(try pixel(red) { AnyView($0.saturation(0)) } == [54, 54, 54, 255])
    #expect(try pixel(Color(white: 0.2)) { AnyView($0.brightness(0.5)) } == [179, 179, 179, 255])
    #expect(try pixel(Color(white: 0.25)) { AnyView($0.contrast(0)) } == [128, 128, 128, 255])
    #expect(try pixel(Color(white: 1)) { AnyView($0.colorInvert()) } == [0, 0, 0, 255])
    #expect(
      try pixel(Color(white: 1)) { AnyView($0.colorMultiply(Color(red: 1, green: 0.5, blue: 0))) }
        == [255, 128, 0, 255])
    #expect(try pixel(Color(white: 1)) { AnyView($0.luminanceToAlpha()) }.last == 255)
    // NaN amounts are no change.
    #expect(try pixel(red) { AnyView($0.grayscale(Double.nan)) } == [255, 0, 0, 255])
  }

  // Hue rotation, the W3C hueRotate matrix: 0° and 360° leave colors, 180° turns red teal
  // (0.213 - 0.787 clamps to 0; 0.213 + 0.213 = 0.426), luminance kept; no warning.
  @Test func hueRotationTurnsHues() throws {
    #expect(try pixel(red) { AnyView($0.hueRotation(.degrees(0))) } == [255, 0, 0, 255])
    #expect(try pixel(red) { AnyView($0.hueRotation(.degrees(360))) } == [255, 0, 0, 255])
    #expect(try pixel(red) { AnyView($0.hueRotation(.degrees(180))) } == [0, 109, 109, 255])
    #expect(try pixel(red) { AnyView($0.hueRotation(.radians(.pi))) } == [0, 109, 109, 255])
    let r = ImageRenderer(
      content: HStack(spacing: 4) {
        ForEach(0..<4) { i in
          Circle().fill(.blue).frame(width: 24, height: 24).hueRotation(.degrees(Double(i) * 90))
        }
      }
      .padding(4)
      .background(Color.white))
    r.scale = 2
    let out = try r.render()
    #expect(out.warnings.isEmpty, "\(out.warnings)")
    assertSnapshot(of: try out.pixmap(), as: .image(), named: "hue-rotation")
  }

  @Test func aFilteredViewIsOneGroup() throws {
    let view = HStack(spacing: 0) {
      Color.red.frame(width: 20, height: 20)
      Color.green.frame(width: 20, height: 20)
      Color.blue.frame(width: 20, height: 20)
    }
    let out = try ImageRenderer(content: view.grayscale(1)).render()
    #expect(out.displayList.dump.contains("group filter matrix["))
    #expect(out.warnings.isEmpty, "\(out.warnings)")
    let r = ImageRenderer(
      content: VStack(spacing: 4) {
        view
        view.grayscale(1)
        view.saturation(0.4)
        view.brightness(0.3)
        view.contrast(0.5)
        view.colorInvert()
        view.colorMultiply(.orange)
      }.padding(4).background(Color.white))
    r.scale = 2
    assertSnapshot(of: try r.render().pixmap(), as: .image(), named: "filters")
  }
}
