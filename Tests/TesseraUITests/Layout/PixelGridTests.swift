import TesseraDisplayList
import Testing

@testable import TesseraUI

/// Views on the pixel grid, as SwiftUI lays them out: text measured in whole pixels, every
/// frame's origin and far corner rounded to the nearest pixel (halves up).
@Suite struct PixelGridTests {
  @Test func lengthsRoundUpToWholePixels() {
    let line = 17 * 1.193
    #expect(PixelGrid(scale: 3).ceil(line) == 61.0 / 3)
    #expect(PixelGrid(scale: 2).ceil(line) == 20.5)
    #expect(PixelGrid(scale: 1).ceil(line) == 21)
    // A length already on the grid stays, even a computed one a hair past it.
    #expect(PixelGrid(scale: 3).ceil(20 + 1.0 / 3 + 1e-12) == 20 + 1.0 / 3)
    #expect(PixelGrid.none.ceil(line) == line)
    #expect(PixelGrid(scale: .nan) == .none && PixelGrid(scale: -2) == .none)
  }

  @Test func framesRoundToTheNearestPixelHalvesUp() {
    let grid = PixelGrid(scale: 3)
    // Centred at 365.5 px: 366.
    let r = grid.round(Rect(x: 365.5 / 3, y: 0.1, width: 10, height: 20.281))
    #expect(r.origin.x * 3 == 366 && r.origin.y == 0)
    #expect(r.width == 10 && r.height * 3 == 61)
    // A width already a whole number of pixels keeps it, wherever the origin rounds.
    let text = grid.round(Rect(x: 10.15, y: 0, width: 298.0 / 3, height: 1))
    #expect(text.width * 3 == 298 && text.origin.x * 3 == 30)
    // Halves up on the negative side too: -73.5 pt at 1x is -73.
    #expect(PixelGrid(scale: 1).round(Rect(x: -73.5, y: 0, width: 247, height: 21)).origin.x == -73)
    // No grid, or a frame that is not finite: as it was.
    let odd = Rect(x: 0.3, y: 0.3, width: .infinity, height: 1)
    #expect(grid.round(odd) == odd && PixelGrid.none.round(r) == r)
  }

  @Test func textIsMeasuredInWholePixels() throws {
    for scale in [1.0, 2, 3] {
      let r = ImageRenderer(content: Text("Critical Maps"))
      r.scale = scale
      let size = try r.displayList().size
      #expect((size.width * scale).rounded() == size.width * scale, "\(size) at \(scale)x")
      #expect((size.height * scale).rounded() == size.height * scale, "\(size) at \(scale)x")
    }
    // Never past a proposal the text fits in: a frame exactly as wide as the text keeps it.
    let r = ImageRenderer(
      content: Text("Critical Maps").frame(width: 101.7).fixedSize(horizontal: false, vertical: true))
    r.scale = 3
    #expect(try r.displayList().size.width == 101.7)
  }

  @Test func boxEdgesFallOnPixels() throws {
    // A 10.2-point square centred in 31 points: at 2x its edges land on whole pixels.
    let r = ImageRenderer(content: Color.red.frame(width: 10.2, height: 10.2).frame(width: 31, height: 31))
    r.scale = 2
    var bounds: [Rect] = []
    for item in try r.displayList().items {
      if case .fill(let path, _, _) = item { bounds.append(path.bounds) }
    }
    #expect(bounds.count == 1)
    for b in bounds {
      for v in [b.minX, b.minY, b.maxX, b.maxY] { #expect((v * 2).rounded() == v * 2, "\(b)") }
    }
  }

  @Test func viewsInACanvasKeepTheirPositions() throws {
    let r = ImageRenderer(
      content: Canvas { context, _ in
        context.draw(Text("A"), at: CGPoint(x: 10.1, y: 10.1), anchor: .topLeading)
      }.frame(width: 40, height: 40))
    r.scale = 1
    var origins: [Point] = []
    func walk(_ items: [DisplayItem]) {
      for item in items {
        if case .text(_, let o, _) = item { origins.append(o) }
        if case .group(let g) = item { walk(g.items) }
      }
    }
    walk(try r.displayList().items)
    #expect(origins.count == 1 && origins.allSatisfy { abs($0.x - 10.1) < 1e-9 }, "\(origins)")
  }
}
