import TesseraDisplayList
import TesseraGeometry
import TesseraRaster
import TesseraText

/// Draws a ``DisplayList`` into pixels with the raster core. Knows nothing about views.
public enum DisplayListRenderer {
  /// Renders a display list at a scale (device pixels per point) onto a new pixmap of
  /// `ceil(size × scale)` pixels, filled with `background` first.
  /// - Throws: ``TesseraRaster/RasterError`` when the pixel size is invalid or too large.
  public static func render(_ list: DisplayList, scale: Double = 1, background: Color = .clear) throws
    -> Pixmap
  {
    let s = scale.isFinite && scale > 0 ? scale : 1
    let w = (list.size.width * s).rounded(.up)
    let h = (list.size.height * s).rounded(.up)
    guard w.isFinite, h.isFinite, w < 1e9, h < 1e9 else {
      throw RasterError.imageTooLarge(width: Int(min(w, 1e9)), height: Int(min(h, 1e9)))
    }
    let width = max(1, Int(w))
    let height = max(1, Int(h))
    // Leading opaque fills that cover every pixel (a screen's background, drawn over the
    // renderer's own, and a list's under it) replace the background instead of being painted
    // over it: the same pixels, one pass over the image instead of several.
    var base = background
    let items = takeCovering(list.items, into: &base, scale: s, width: width, height: height)
    var canvas = try Canvas(width: width, height: height, background: base)
    canvas.scale(x: s, y: s)
    draw(items, on: &canvas)
    return canvas.pixmap
  }

  /// `items` without their leading fills that paint every pixel opaquely, whose color (the last
  /// one's) goes to `base`. Items that draw nothing are passed over, and so is the start of a
  /// plain group (no transform, no layer) whose clip, if any, covers the canvas: a scroll view's
  /// viewport around a list's background.
  static func takeCovering(
    _ items: [DisplayItem], into base: inout Color, scale: Double, width: Int, height: Int
  ) -> [DisplayItem] {
    var i = 0
    while i < items.count {
      if let color = coveringColor(items[i], scale: scale, width: width, height: height) {
        base = color
        i += 1
        continue
      }
      if case .accessibility = items[i] {
        i += 1
        continue
      }
      if case .group(var g) = items[i], isPlain(g, scale: scale, width: width, height: height) {
        let inner = takeCovering(g.items, into: &base, scale: scale, width: width, height: height)
        if inner.count < g.items.count {
          g.items = inner
          return [.group(g)] + items[(i + 1)...]
        }
      }
      break
    }
    return Array(items[i...])
  }

  /// Whether `g` only clips, and to a rectangle covering the canvas (or not at all).
  static func isPlain(_ g: DisplayGroup, scale: Double, width: Int, height: Int) -> Bool {
    guard !g.needsLayer, g.transform == .identity else { return false }
    guard let clip = g.clip else { return true }
    guard let r = clip.axisAlignedRect else { return false }
    return covers(r, scale: scale, width: width, height: height)
  }

  /// Whether `r` (points) covers every pixel of a `width` x `height` canvas at `scale`.
  static func covers(_ r: Rect, scale: Double, width: Int, height: Int) -> Bool {
    r.minX * scale <= 0 && r.minY * scale <= 0 && r.maxX * scale >= Double(width)
      && r.maxY * scale >= Double(height)
  }

  /// The color of a fill that paints every pixel of a `width` x `height` canvas opaquely (a solid,
  /// fully opaque paint over an axis-aligned rectangle covering the whole canvas at `scale`), or
  /// nil.
  static func coveringColor(_ item: DisplayItem, scale: Double, width: Int, height: Int) -> Color? {
    guard case .fill(let path, let paint, _) = item, case .solid(let color) = paint.shader,
      color.opacity == 1, paint.opacity == 1, let r = path.axisAlignedRect
    else { return nil }
    return covers(r, scale: scale, width: width, height: height) ? color : nil
  }

  /// The rounded rectangle a shadow's surface fill (`path` in `paint`) surely covers opaquely,
  /// when the fill is the shadow's rounded rectangle `rect` with `radii`, circular or with iOS's
  /// continuous corners (whose curves start `Path.continuousCornerExtent` radii before a corner,
  /// so a circular rounding of that radius lies inside them); nil otherwise.
  static func coveredSurface(_ path: Path, _ paint: Paint, rect: Rect, radii: CornerRadii) -> (
    rect: Rect, radii: CornerRadii
  )? {
    guard paint.opacity == 1, case .solid(let c) = paint.shader, c.opacity == 1 else { return nil }
    if path == Path(roundedRect: rect, radii: radii) { return (rect, radii) }
    guard radii.isUniform,
      path.isApproximatelyEqual(to: Path.continuousRoundedRect(rect, radius: radii.topLeading))
    else { return nil }
    return (rect, CornerRadii(all: radii.topLeading * Path.continuousCornerExtent))
  }

  /// Draws items onto a canvas under its current transform and clip.
  public static func draw(_ items: some Collection<DisplayItem>, on canvas: inout Canvas) {
    for index in items.indices {
      let item = items[index]
      switch item {
      case .fill(let path, let paint, let rule):
        canvas.fill(path, with: paint, fillRule: rule)
      case .stroke(let path, let paint, let style):
        canvas.stroke(path, with: paint, style: style)
      case .shadow(let path, let shadow):
        canvas.drawShadow(of: path, shadow: shadow)
      case .roundedRectShadow(let rect, let radii, let shadow):
        // The surface casting the shadow usually comes next, filled opaquely: the shadow under
        // it is never seen, so it is not drawn there.
        let next = items.index(after: index)
        var covered: (rect: Rect, radii: CornerRadii)? = nil
        if next < items.endIndex, case .fill(let path, let paint, _) = items[next] {
          covered = coveredSurface(path, paint, rect: rect, radii: radii)
        }
        canvas.drawShadow(roundedRect: rect, radii: radii, shadow: shadow, covered: covered)
      case .accessibility:
        continue  // Draws nothing.
      case .text(let layout, let origin, let color):
        canvas.draw(layout, at: origin, color: color)
      case .image(let image, let rect, let filter, let opacity):
        canvas.drawImage(image, in: rect, filter: filter, opacity: opacity)
      case .group(let g):
        let layered = g.needsLayer
        if layered {
          canvas.beginLayer(
            opacity: g.opacity, colorMatrix: g.colorMatrix, blendMode: g.blendMode, blur: g.blur)
        } else {
          canvas.save()
        }
        canvas.concatenate(g.transform)
        if let clip = g.clip { canvas.clip(to: clip) }
        if g.backdropBlur > 0 {
          canvas.drawBlurredBackdrop(
            sigma: g.backdropBlur,
            colorMatrix: g.backdropSaturation != 1 ? .saturation(g.backdropSaturation) : nil)
        }
        draw(g.items, on: &canvas)
        if let mask = g.mask, canvas.beginMask() {
          draw(mask, on: &canvas)
          canvas.endMask()
        }
        if layered { canvas.endLayer() } else { canvas.restore() }
      }
    }
  }
}
