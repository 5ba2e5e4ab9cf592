import TesseraSnapshot
import TesseraUI
import Testing

import struct TesseraRaster.PremultipliedColor

/// `.blur`, `.blendMode`, `.compositingGroup`, `.mask` with any view, `AngularGradient` and
/// `EllipticalGradient`: what the display list says and what the pixels show.
@Suite struct GraphicEffectsTests {
  /// The straight RGBA of the pixel at (x, y) pt of a render at scale 1.
  func pixel(_ view: some View, x: Int = 5, y: Int = 5) throws -> [Int] {
    let pix = try ImageRenderer(content: view).render().pixmap()
    let p = PremultipliedColor(packed: pix.pixels[y * pix.width + x]).unpremultiplied
    return [p.red, p.green, p.blue, p.opacity].map { Int(($0 * 255).rounded()) }
  }

  /// Pure red and blue (SwiftUI's `.red` and `.blue` are iOS's system colors).
  let red = Color(red: 1, green: 0, blue: 0)
  let blue = Color(red: 0, green: 0, blue: 1)

  func swatch(_ mode: BlendMode) -> some View {
    ZStack {
      Color(white: 0.5)
      red.blendMode(mode)
    }.frame(width: 10, height: 10)
  }

  @Test func blendModesCombineWithWhatIsBehind() throws {
    #expect(try pixel(swatch(.normal)) == [255, 0, 0, 255])
    #expect(try pixel(swatch(.multiply)) == [128, 0, 0, 255])
    #expect(try pixel(swatch(.screen)) == [255, 128, 128, 255])
    #expect(try pixel(swatch(.difference)) == [127, 128, 128, 255])
    #expect(try pixel(swatch(.destinationOut)) == [0, 0, 0, 0])
    let out = try ImageRenderer(content: swatch(.multiply)).render()
    #expect(out.warnings.isEmpty, "\(out.warnings)")
    #expect(out.displayList.dump.contains("group blend multiply"))
  }

  /// Inside a compositing group, a blend mode sees only the group's own content.
  @Test func aCompositingGroupIsolatesBlendModes() throws {
    let loose = ZStack {
      blue
      ZStack {
        Color.white
        red.blendMode(.multiply)
      }
    }.frame(width: 10, height: 10)
    #expect(try pixel(loose) == [255, 0, 0, 255])
    let isolated = ZStack {
      blue
      ZStack {
        red.blendMode(.multiply)
      }.compositingGroup()
    }.frame(width: 10, height: 10)
    // Multiplied with nothing inside the group: red itself, drawn over the blue.
    #expect(try pixel(isolated) == [255, 0, 0, 255])
    let open = ZStack {
      blue
      red.blendMode(.multiply)
    }.frame(width: 10, height: 10)
    #expect(try pixel(open) == [0, 0, 0, 255])
  }

  @Test func blurSpreadsPastTheFrameUnlessOpaque() throws {
    func strip(opaque: Bool) -> some View {
      Color.black.frame(width: 10, height: 10).blur(radius: 3, opaque: opaque)
        .padding(10).background(Color.white)
    }
    let spread = try pixel(strip(opaque: false), x: 8, y: 15)
    #expect(spread[0] < 250, "\(spread)")  // darker outside the square
    let clipped = try pixel(strip(opaque: true), x: 8, y: 15)
    #expect(clipped == [255, 255, 255, 255], "\(clipped)")
    let out = try ImageRenderer(content: strip(opaque: false)).render()
    #expect(out.displayList.dump.contains("group blur 3"), "\(out.displayList.dump)")
    #expect(out.warnings.isEmpty, "\(out.warnings)")
    // Zero, negative and NaN radii draw the view sharp, with no group.
    for r in [0, -2, Double.nan] {
      let sharp = try ImageRenderer(content: Color.black.frame(width: 10, height: 10).blur(radius: r))
        .render()
      #expect(!sharp.displayList.dump.contains("blur"))
    }
  }

  @Test func aViewMasksByItsAlpha() throws {
    let masked = Color.black.frame(width: 20, height: 10)
      .mask {
        HStack(spacing: 0) {
          Color.black.opacity(0.5)
          Color.clear
        }
      }
      .background(Color.white)
    #expect(try pixel(masked, x: 5, y: 5) == [127, 127, 127, 255])
    #expect(try pixel(masked, x: 15, y: 5) == [255, 255, 255, 255])
    let out = try ImageRenderer(content: masked).render()
    #expect(out.warnings.isEmpty, "\(out.warnings)")
    #expect(out.displayList.dump.contains("  mask"))
    // A shape mask still clips (no layer).
    let clipped = try ImageRenderer(content: Color.black.frame(width: 20, height: 10).mask(Circle())).render()
    #expect(clipped.displayList.dump.contains("group clip"))
  }

  /// A material blurs what is behind it inside its shape, then lays its tint over.
  @Test func materialsBlurWhatIsBehind() throws {
    let stripes = HStack(spacing: 0) {
      ForEach(0..<12) { i in (i % 2 == 0 ? red : blue).frame(width: 20) }
    }
    let view = ZStack {
      stripes
      VStack(spacing: 12) {
        Text("Regular material").font(.headline)
          .padding(16)
          .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
        Text("Ultra thin").padding(12)
          .background(.ultraThinMaterial, in: Capsule())
      }
    }
    .frame(width: 240, height: 160)
    let r = ImageRenderer(content: view)
    r.scale = 2
    let out = try r.render()
    #expect(out.warnings.isEmpty, "\(out.warnings)")
    #expect(out.displayList.dump.contains("backdrop blur 16 saturation 1.8"), "\(out.displayList.dump)")
    // Behind the card the stripes are mixed: no pure red or blue pixel in its middle row.
    let pix = try out.pixmap()
    let row = pix.height / 2 - 30
    let middle = (pix.width / 2 - 40..<pix.width / 2 + 40).map {
      PremultipliedColor(packed: pix.pixels[row * pix.width + $0]).unpremultiplied
    }
    #expect(!middle.contains { $0.red > 0.99 && $0.blue < 0.01 })
    assertSnapshot(of: pix, as: .image(), named: "materials")
  }

  /// Every effect in one picture, to look at next to iOS's.
  @Test func effectsGallery() throws {
    let modes: [BlendMode] = [
      .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight,
      .hardLight,
      .difference, .exclusion, .hue, .saturation, .color, .luminosity, .sourceAtop, .destinationOver,
      .destinationOut, .plusDarker, .plusLighter,
    ]
    let ramp = LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
    let gallery = VStack(alignment: .leading, spacing: 8) {
      LazyVGrid(columns: Array(repeating: GridItem(.fixed(44), spacing: 4), count: 7), spacing: 4) {
        ForEach(modes, id: \.self) { mode in
          ZStack {
            ramp
            Circle().fill(Color.orange).padding(6).blendMode(mode)
          }
          .frame(width: 44, height: 44)
          .compositingGroup()
        }
      }
      HStack(spacing: 8) {
        ForEach([0.0, 1, 3, 6], id: \.self) { r in
          Text("Blur").font(.headline).padding(6).background(Color.blue.opacity(0.2)).blur(radius: r)
        }
      }
      HStack(spacing: 8) {
        Circle().fill(
          AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center)
        )
        .frame(width: 60, height: 60)
        Circle().fill(
          AngularGradient(
            colors: [.blue, .white], center: .center, startAngle: .degrees(-90), endAngle: .degrees(180))
        )
        .frame(width: 60, height: 60)
        RoundedRectangle(cornerRadius: 8).fill(EllipticalGradient(colors: [.yellow, .red, .clear]))
          .frame(width: 100, height: 60)
        RoundedRectangle(cornerRadius: 8).fill(
          .conicGradient(colors: [.pink, .indigo, .pink], center: .topLeading)
        )
        .frame(width: 60, height: 60)
      }
      LinearGradient(colors: [.purple, .orange], startPoint: .leading, endPoint: .trailing)
        .frame(width: 260, height: 44)
        .mask { Text("Masked by text").font(.system(size: 30, weight: .heavy)) }
      Color.teal.frame(width: 260, height: 20)
        .mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing))
    }
    .padding(8)
    .background(Color.white)
    let r = ImageRenderer(content: gallery)
    r.scale = 2
    let out = try r.render()
    #expect(out.warnings.isEmpty, "\(out.warnings)")
    assertSnapshot(of: try out.pixmap(), as: .image(), named: "effects")
  }
}
