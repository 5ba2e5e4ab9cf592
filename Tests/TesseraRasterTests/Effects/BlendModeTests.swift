import Foundation
import TesseraGeometry
import Testing

import func TesseraSnapshot.assertSnapshot

@testable import TesseraRaster

/// Blend modes, layer blur and masks, and the angular and elliptical gradients of the raster core.
@Suite struct BlendModeTests: PrimitiveScene {
  /// Straight 8-bit RGBA → packed premultiplied.
  func px(_ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) -> UInt32 {
    Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: Double(a) / 255)
      .premultiplied.packed
  }

  func rgba(_ p: UInt32) -> [Int] { [0, 8, 16, 24].map { Int((p >> UInt32($0)) & 0xFF) } }

  /// Opaque red over opaque mid gray (128), worked by hand from the W3C formulas.
  @Test func separableModesOnOpaquePixels() {
    let red = px(255, 0, 0)
    let gray = px(128, 128, 128)
    let expected: [BlendMode: [Int]] = [
      .normal: [255, 0, 0, 255], .multiply: [128, 0, 0, 255], .screen: [255, 128, 128, 255],
      .darken: [128, 0, 0, 255], .lighten: [255, 128, 128, 255], .difference: [127, 128, 128, 255],
      .exclusion: [127, 128, 128, 255], .plusLighter: [255, 128, 128, 255], .plusDarker: [128, 0, 0, 255],
      .overlay: [255, 1, 1, 255], .hardLight: [255, 0, 0, 255], .colorDodge: [255, 128, 128, 255],
      .colorBurn: [128, 0, 0, 255], .sourceAtop: [255, 0, 0, 255], .destinationOver: [128, 128, 128, 255],
      .destinationOut: [0, 0, 0, 0],
    ]
    for (mode, want) in expected {
      #expect(rgba(mode.blend(red, onto: gray)) == want, "\(mode)")
    }
    // Onto nothing, every W3C mode is the source itself.
    for mode in BlendMode.allCases where ![.destinationOut, .sourceAtop, .destinationOver].contains(mode) {
      #expect(rgba(mode.blend(red, onto: 0)) == [255, 0, 0, 255], "\(mode)")
    }
  }

  @Test func nonSeparableModesKeepWhatTheyShould() {
    let red = px(255, 0, 0)
    let gray = px(128, 128, 128)
    // Luminosity of red (0.3) on gray: a gray of red's luminance.
    #expect(rgba(BlendMode.luminosity.blend(red, onto: gray)) == [77, 77, 77, 255])
    // Gray has no saturation: hue and saturation give gray back.
    #expect(rgba(BlendMode.hue.blend(red, onto: gray)) == [128, 128, 128, 255])
    #expect(rgba(BlendMode.saturation.blend(gray, onto: red)) == [77, 77, 77, 255])
    // Color: red's hue and saturation at gray's luminance (0.502): clipped into range.
    let c = rgba(BlendMode.color.blend(red, onto: gray))
    #expect(c[3] == 255 && c[0] > c[1] && c[1] == c[2])
  }

  /// Every mode keeps colors within alpha (valid premultiplied pixels) for any inputs.
  @Test func resultsAreAlwaysValidPremultipliedPixels() {
    var g = BlendTests.Generator(state: 7)
    for _ in 0..<4000 {
      let s = g.pixel()
      let d = g.pixel()
      for mode in BlendMode.allCases {
        let r = rgba(mode.blend(s, onto: d))
        #expect(r[0] <= r[3] && r[1] <= r[3] && r[2] <= r[3], "\(mode) \(s) \(d)")
      }
    }
  }

  /// The arctangent behind angular gradients is within 2e-6 of a turn of libm's, everywhere.
  @Test func turnsMatchAtan2() {
    var worst = 0.0
    for i in 0..<20_000 {
      let a = Double(i) * 0.000_314_159_3 * 1.000_1
      for r in [1e-3, 1.0, 1e3] {
        let x = r * cos(a)
        let y = r * sin(a)
        var want = atan2(y, x) / (2 * Double.pi)
        if want < 0 { want += 1 }
        var err = abs(AngularGradient.turns(x: x, y: y) - want)
        err = min(err, 1 - err)
        worst = max(worst, err)
      }
    }
    #expect(worst < 2e-6, "\(worst)")
    #expect(AngularGradient.turns(x: 0, y: 0) == 0)
    #expect(AngularGradient.turns(x: 1, y: 0) == 0)
    #expect(AngularGradient.turns(x: 0, y: 1) == 0.25)
    #expect(AngularGradient.turns(x: -1, y: 0) == 0.5)
    #expect(AngularGradient.turns(x: 0, y: -1) == 0.75)
    #expect(AngularGradient.turns(x: .nan, y: 1) == 0)
  }

  /// Layers: a blur spreads a square's edge and keeps its middle; a mask's alpha scales the
  /// layer; a multiply layer darkens what is below.
  @Test func layerEffects() throws {
    func draw(_ body: (inout Canvas) -> Void) throws -> Pixmap {
      var c = try Canvas(width: 40, height: 20, background: .white)
      body(&c)
      return c.pixmap
    }
    let blurred = try draw { c in
      c.beginLayer(blur: 2)
      c.fill(Path(Rect(x: 10, y: 0, width: 20, height: 20)), with: Paint(.black))
      c.endLayer()
    }
    let edge = rgba(blurred.pixels[10 * 40 + 9])
    #expect(edge[0] > 60 && edge[0] < 200, "\(edge)")  // partly dark just outside the square
    #expect(rgba(blurred.pixels[10 * 40 + 20])[0] == 0)  // the middle stays black
    #expect(rgba(blurred.pixels[10 * 40 + 2])[0] == 255)  // far outside stays white
    let masked = try draw { c in
      c.beginLayer()
      c.fill(Path(Rect(x: 0, y: 0, width: 40, height: 20)), with: Paint(.black))
      c.beginMask()
      c.fill(
        Path(Rect(x: 0, y: 0, width: 20, height: 20)),
        with: Paint(Color(red: 1, green: 0, blue: 0, opacity: 0.5)))
      c.endMask()
      c.endLayer()
    }
    #expect(rgba(masked.pixels[10 * 40 + 5]) == [127, 127, 127, 255])
    #expect(rgba(masked.pixels[10 * 40 + 30]) == [255, 255, 255, 255])
    let multiplied = try draw { c in
      c.fill(
        Path(Rect(x: 0, y: 0, width: 40, height: 20)), with: Paint(Color(red: 0.5, green: 0.5, blue: 0.5)))
      c.beginLayer(blendMode: .multiply)
      c.fill(Path(Rect(x: 0, y: 0, width: 40, height: 20)), with: Paint(Color(red: 1, green: 0, blue: 0)))
      c.endLayer()
    }
    #expect(rgba(multiplied.pixels[0]) == [128, 0, 0, 255])
    // A mask with no layer open, or ending a mask that was not begun, does nothing.
    _ = try draw { c in
      #expect(c.beginMask() == false)
      #expect(c.endMask() == false)
    }
  }

  @Test func angularAndEllipticalGradientsPaintTheirGeometry() throws {
    let g = Gradient(stops: [.init(color: .black, location: 0), .init(color: .white, location: 1)])
    var c = try Canvas(width: 41, height: 41, background: .clear)
    c.fill(
      Path(Rect(x: 0, y: 0, width: 41, height: 41)),
      with: Paint(
        shader: .angularGradient(
          AngularGradient(gradient: g, center: Point(x: 20.5, y: 20.5), startAngle: 0, endAngle: 2 * .pi))))
    let p = c.pixmap
    // Just below the start line (clockwise, a little way round): dark; just above it (almost a
    // full turn): light; straight down, a quarter turn: a quarter of the way.
    #expect(rgba(p.pixels[21 * 41 + 40])[0] < 20)
    #expect(rgba(p.pixels[19 * 41 + 40])[0] > 235)
    let quarter = rgba(p.pixels[40 * 41 + 20])[0]
    #expect(abs(quarter - 64) <= 4, "\(quarter)")
    var e = try Canvas(width: 80, height: 20, background: .clear)
    e.fill(
      Path(Rect(x: 0, y: 0, width: 80, height: 20)),
      with: Paint(
        shader: .ellipticalGradient(
          EllipticalGradient(
            gradient: g, center: Point(x: 40, y: 10), radiusX: 80, radiusY: 20, endFraction: 0.5))))
    // The ellipse inscribed in the bounds: its right edge and its bottom edge are both location 1.
    #expect(rgba(e.pixmap.pixels[10 * 80 + 79])[0] > 240)
    #expect(rgba(e.pixmap.pixels[19 * 80 + 40])[0] > 230)
    #expect(rgba(e.pixmap.pixels[10 * 80 + 40])[0] < 15)
  }

  /// Every mode, one tile each in `BlendMode.allCases` order (rows of six): a layer holding a
  /// violet-to-amber gradient disc over a backdrop of red, green and blue bands, a white one and
  /// a half-transparent ink one, so light, dark, coloured and partly transparent pixels meet.
  @Test func everyModeOverTheSameBackdrop() throws {
    let modes = BlendMode.allCases
    let columns = 6
    let tile = 52.0
    let rows = (modes.count + columns - 1) / columns
    var c = try canvas(columns * 52, rows * 52)
    let bands = [red, green, blue, .white, Color(red: 0.12, green: 0.16, blue: 0.22, opacity: 0.5)]
    let disc = Gradient(stops: [.init(color: violet, location: 0), .init(color: amber, location: 1)])
    for (i, mode) in modes.enumerated() {
      let x = Double(i % columns) * tile
      let y = Double(i / columns) * tile
      for (k, band) in bands.enumerated() {
        c.fill(Rect(x: x + 2, y: y + 2 + Double(k) * 9.6, width: tile - 4, height: 9.6), with: Paint(band))
      }
      c.beginLayer(blendMode: mode)
      c.fill(
        Path(circleCenter: Point(x: x + tile / 2, y: y + tile / 2), radius: 19),
        with: Paint(
          shader: .linearGradient(
            LinearGradient(
              gradient: disc, startPoint: Point(x: x + 7, y: y + 7), endPoint: Point(x: x + 45, y: y + 45)))))
      c.endLayer()
    }
    assertSnapshot(of: c.pixmap, as: .image(), named: "modes")
  }
}
