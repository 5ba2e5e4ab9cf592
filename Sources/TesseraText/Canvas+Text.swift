import TesseraGeometry
import TesseraRaster

extension Canvas {
  /// Draws a laid-out paragraph with its top-left corner at `origin` (user space), in one color.
  ///
  /// Under a transform that only scales uniformly and translates (the common case), glyphs come
  /// from the ``GlyphCache``: the pen x is placed to a quarter of a device pixel and the baseline
  /// on a whole device pixel, as Skia and browsers do for horizontal text. Under any other
  /// transform, glyph outlines are filled directly, exactly.
  public mutating func draw(_ layout: TextLayout, at origin: Point, color: Color) {
    guard origin.isFinite else { return }
    let t = transform
    let steps = Double(GlyphCache.subpixelSteps)
    if t.isFinite, t.b == 0, t.c == 0, t.a > 0, t.a == t.d {
      var placed: [(mask: CoverageMask, x: Int, y: Int)] = []
      placed.reserveCapacity(layout.lines.reduce(0) { $0 + $1.glyphs.count })
      var colored: [TextLayout.Glyph] = []
      for line in layout.lines {
        for g in line.glyphs {
          if layout.faces[g.faceIndex].hasColorBitmaps {
            colored.append(g)
            continue
          }
          let p = t.apply(Point(x: origin.x + g.x, y: origin.y + g.y))
          guard p.isFinite, abs(p.x) < 1e9, abs(p.y) < 1e9 else { continue }
          let q = (p.x * steps).rounded() / steps
          let ix = q.rounded(.down)
          let sub = Int(((q - ix) * steps).rounded())
          let mask = GlyphCache.shared.mask(
            face: layout.faces[g.faceIndex], glyph: g.id, pixelSize: layout.size(of: g) * t.a, subpixel: sub)
          placed.append((mask, Int(ix), Int(p.y.rounded())))
        }
      }
      // One compositing pass for the whole layout, glyph after glyph as before.
      drawMasks(placed, color: color)
      for g in colored { drawColorGlyph(g, of: layout, at: origin) }
      return
    }
    for line in layout.lines {
      for g in line.glyphs {
        if layout.faces[g.faceIndex].hasColorBitmaps {
          drawColorGlyph(g, of: layout, at: origin)
          continue
        }
        let outline = layout.faces[g.faceIndex].outline(glyph: g.id)
        let size = layout.size(of: g)
        let placed = AffineTransform(a: size, d: size, tx: origin.x + g.x, ty: origin.y + g.y)
        fill(outline.applying(placed), with: Paint(color))
      }
    }
  }

  /// A glyph of a color bitmap font (emoji): its pixels scaled to the glyph's size, in their own
  /// colors (the text color does not apply, as on iOS).
  private mutating func drawColorGlyph(_ g: TextLayout.Glyph, of layout: TextLayout, at origin: Point) {
    guard let image = layout.faces[g.faceIndex].colorGlyph(g.id) else { return }
    let size = layout.size(of: g)
    let rect = Rect(
      x: origin.x + g.x + image.left * size, y: origin.y + g.y - image.top * size, width: image.width * size,
      height: image.height * size)
    drawImage(image.image, in: rect)
  }
}
