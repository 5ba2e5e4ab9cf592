import Foundation
import TesseraUI
import Testing

import struct TesseraRaster.PremultipliedColor

/// `Canvas` and `GraphicsContext`: drawing recorded with the context's state, numbers checked on
/// pixels and the display list.
@MainActor @Suite struct CanvasTests {
  let red = Color(red: 1, green: 0, blue: 0)
  let blue = Color(red: 0, green: 0, blue: 1)

  /// The straight RGBA (0...255) of pixel (x, y) of a render at scale 1.
  func pixel(_ view: some View, _ x: Int, _ y: Int) throws -> [Int] {
    let pix = try ImageRenderer(content: view).render().pixmap()
    let p = PremultipliedColor(packed: pix.pixels[y * pix.width + x]).unpremultiplied
    return [p.red, p.green, p.blue, p.opacity].map { Int(($0 * 255).rounded()) }
  }

  @Test func fillsPathsInItsOwnCoordinates() throws {
    let canvas = Canvas { context, size in
      #expect(size == CGSize(width: 20, height: 10))
      context.fill(Path(CGRect(x: 2, y: 2, width: 4, height: 4)), with: .color(red))
    }
    .frame(width: 20, height: 10).padding(5)
    #expect(try pixel(canvas, 8, 8) == [255, 0, 0, 255])
    #expect(try pixel(canvas, 12, 8)[3] == 0)
    #expect(try pixel(canvas, 6, 6)[3] == 0)
  }

  @Test func stateChangesApplyToWhatIsDrawnAfterThem() throws {
    let canvas = Canvas { context, _ in
      context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(red))
      context.translateBy(x: 10, y: 0)
      context.opacity = 0.5
      context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(blue))
    }
    .frame(width: 20, height: 10)
    #expect(try pixel(canvas, 1, 1) == [255, 0, 0, 255])
    #expect(try pixel(canvas, 11, 1) == [0, 0, 255, 128])
  }

  @Test func clipsAndTheCanvasBoundsLimitDrawing() throws {
    var bounds = CGRect.null
    let canvas = Canvas { context, size in
      context.translateBy(x: 2, y: 0)
      context.clip(to: Path(CGRect(x: 0, y: 0, width: 5, height: 5)))
      bounds = context.clipBoundingRect
      // Far larger than the canvas: clipped to the clip, then to the canvas.
      context.fill(Path(CGRect(x: -100, y: -100, width: 300, height: 300)), with: .color(red))
    }
    .frame(width: 20, height: 10).padding(5)
    #expect(try pixel(canvas, 8, 8) == [255, 0, 0, 255])
    #expect(try pixel(canvas, 13, 8)[3] == 0)
    #expect(try pixel(canvas, 8, 12)[3] == 0)
    #expect(try pixel(canvas, 2, 2)[3] == 0)
    #expect(bounds == CGRect(x: 0, y: 0, width: 5, height: 5))
  }

  @Test func rotationAndCoreGraphicsTransforms() throws {
    let t = CGAffineTransform(rotationAngle: .pi / 2)
    let p = CGPoint(x: 1, y: 0).applying(t)
    #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    let back = t.inverted().concatenating(t)
    #expect(abs(back.a - 1) < 1e-12 && abs(back.b) < 1e-12)
    let canvas = Canvas { context, _ in
      context.translateBy(x: 10, y: 0)
      context.rotate(by: .degrees(90))
      // After the quarter turn, +x points down: the bar runs from (10, 0) to (10, 8), 2 wide.
      context.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 2)), with: .color(red))
    }
    .frame(width: 20, height: 10)
    #expect(try pixel(canvas, 9, 5) == [255, 0, 0, 255])
    #expect(try pixel(canvas, 5, 1)[3] == 0)
  }

  @Test func gradientsStrokesAndText() throws {
    let canvas = Canvas { context, size in
      context.fill(
        Path(CGRect(origin: .zero, size: size)),
        with: .linearGradient(
          Gradient(colors: [red, blue]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
      context.stroke(Path(CGRect(x: 4, y: 4, width: 10, height: 10)), with: .color(.white), lineWidth: 2)
      context.draw(Text("Hi"), at: CGPoint(x: 50, y: 20))
      let resolved = context.resolve(Text("Hello"))
      #expect(resolved.measure(in: size).width > 10)
    }
    .frame(width: 100, height: 40)
    let out = try ImageRenderer(content: canvas).render()
    let dump = out.displayList.dump
    #expect(dump.contains("linear("), "\(dump)")
    #expect(dump.contains("stroke"), "\(dump)")
    #expect(dump.contains("\"Hi\""), "\(dump)")
    #expect(out.warnings.isEmpty, "\(out.warnings)")
    #expect(try pixel(canvas, 0, 39)[0] > 240)
  }

  @Test func layersFiltersAndSymbols() throws {
    let canvas = Canvas { context, _ in
      context.drawLayer { layer in
        layer.addFilter(.blur(radius: 2))
        layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(red))
      }
      if let dot = context.resolveSymbol(id: 7) {
        context.draw(dot, at: CGPoint(x: 30, y: 5), anchor: .center)
      }
      context.addFilter(.shadow(radius: 3))
      context.fill(Path(CGRect(x: 40, y: 0, width: 2, height: 2)), with: .color(blue))
    } symbols: {
      Circle().fill(blue).frame(width: 6, height: 6).tag(7)
    }
    .frame(width: 50, height: 10)
    let out = try ImageRenderer(content: canvas).render()
    #expect(out.displayList.dump.contains("blur 2"), "\(out.displayList.dump)")
    #expect(out.warnings.contains { $0.contains("shadow") }, "\(out.warnings)")
    #expect(try pixel(canvas, 30, 5) == [0, 0, 255, 255])
  }

  @Test func pathsTakeCoreGraphicsTransforms() {
    var path = Path()
    path.addRect(CGRect(x: 0, y: 0, width: 2, height: 1), transform: CGAffineTransform(translationX: 5, y: 5))
    #expect(path.boundingRect == CGRect(x: 5, y: 5, width: 2, height: 1))
    var arc = Path()
    arc.addArc(
      center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(90), clockwise: false,
      transform: CGAffineTransform(scaleX: 10, y: 10))
    #expect(abs(arc.boundingRect.maxX - 10) < 1e-9 && abs(arc.boundingRect.maxY - 10) < 1e-9)
    #expect(Path(CGRect(x: 0, y: 0, width: 1, height: 1)).offsetBy(dx: 3, dy: 0).boundingRect.minX == 3)
  }
}
