import TesseraGeometry

extension Canvas {
  /// Draws the shadow of a path (not the path itself).
  /// - Returns: false when the path, transform or shadow is invalid (nothing is drawn).
  @discardableResult
  public mutating func drawShadow(of path: Path, fillRule: FillRule = .nonZero, shadow: Shadow) -> Bool {
    let t = transform
    guard path.isFinite, t.isFinite, shadow.isValid else { return false }
    let scale = t.maximumScale
    guard scale > 0, scale.isFinite else { return false }
    let blur = BoxBlur(sigma: shadow.blurRadius / 2 * scale)
    let pad = blur.extent + 2
    let off = t.applyToVector(shadow.offset)
    let shifted = t.concatenating(AffineTransform(translationX: off.x, y: off.y))
    let region = expand(drawBounds, by: pad)
    guard !region.isEmpty else { return true }

    func coverage(of p: Path, within bounds: IntRect, transform tr: AffineTransform) -> AlphaMask {
      var sc = ScanConverter(clip: bounds)
      sc.addPolylines(p.applying(tr).flattened(tolerance: Canvas.tolerance))
      return AlphaMask(bounds: bounds, coverage: sc, fillRule: fillRule, antiAlias: true)
    }
    /// Grows (`by > 0`) or shrinks the coverage in `mask` by `|by|`: the union with, or the
    /// removal of, a round-joined stroke of width `2·|by|` along the path.
    func spread(_ mask: inout AlphaMask, by amount: Double) {
      guard amount != 0 else { return }
      var copy = self
      copy.transform = shifted
      let style = StrokeStyle(lineWidth: 2 * abs(amount), lineCap: .round, lineJoin: .round)
      guard let polys = copy.strokeOutline(path, style: style) else { return }
      var sc = ScanConverter(clip: mask.bounds)
      for p in polys { sc.addPolygon(p) }
      let ring = AlphaMask(bounds: mask.bounds, coverage: sc, fillRule: .nonZero, antiAlias: true)
      for i in mask.alpha.indices {
        mask.alpha[i] =
          amount > 0
          ? max(mask.alpha[i], ring.alpha[i])
          : UInt8(div255(UInt32(mask.alpha[i]) * UInt32(255 - ring.alpha[i])))
      }
    }

    let color = shadow.color.premultiplied.packed
    if !shadow.isInner {
      let shapeBounds = deviceBounds(path, transform: shifted, grow: abs(shadow.spread) * scale + Double(pad))
      let mb = shapeBounds.intersection(region)
      guard !mb.isEmpty else { return true }
      var mask = coverage(of: path, within: mb, transform: shifted)
      spread(&mask, by: shadow.spread)
      blur.apply(&mask.alpha, width: mb.width, height: mb.height)
      composite(mask: mask, shader: ShaderContext(solid: color))
      return true
    }
    // Inner: the inverse of the (offset, eroded) shape, blurred, inside the shape.
    let shapeBounds = deviceBounds(path, transform: t, grow: 1)
    let mb = expand(shapeBounds, by: pad + Int(abs(off.x).rounded(.up)) + Int(abs(off.y).rounded(.up)))
      .intersection(region)
    guard !mb.isEmpty else { return true }
    // The shape that casts no shadow inside: the path, offset, shrunk by the spread.
    var caster = coverage(of: path, within: mb, transform: shifted)
    spread(&caster, by: -shadow.spread)
    caster.invert()
    blur.apply(&caster.alpha, width: mb.width, height: mb.height, edge: 255)
    let inside = coverage(of: path, within: mb, transform: t)
    for i in caster.alpha.indices {
      caster.alpha[i] = UInt8(div255(UInt32(caster.alpha[i]) * UInt32(inside.alpha[i])))
    }
    composite(mask: caster, shader: ShaderContext(solid: color))
    return true
  }

  /// Draws the shadow of a rounded rectangle. Outer shadows under a scale-and-translate
  /// transform take a fast path: a small blurred mask whose straight middle row and column are
  /// stretched, which gives the same pixels as blurring the whole shape.
  /// - Parameter covered: a rectangle (user space, as `rect`) that the caller paints over with an
  ///   opaque fill right after, under the same transform and clip: the shadow skips the device
  ///   pixels that fill covers completely (the same final pixels, less work). Default nil.
  /// - Returns: false when the rectangle, transform or shadow is invalid.
  @discardableResult
  public mutating func drawShadow(
    roundedRect rect: Rect, radii: CornerRadii, shadow: Shadow,
    covered: (rect: Rect, radii: CornerRadii)? = nil
  ) -> Bool {
    let t = transform
    guard rect.isValid, t.isFinite, shadow.isValid else { return false }
    // Spread grows the rectangle and its radii, as CSS does.
    let grown = rect.insetBy(dx: -shadow.spread, dy: -shadow.spread)
    let grownRadii = radii.clamped(to: rect.size).outset(by: shadow.spread)
    guard !shadow.isInner, t.isScaleTranslate, abs(t.a) == abs(t.d), t.a != 0 else {
      if shadow.isInner {
        return drawShadow(of: Path(roundedRect: rect, radii: radii), shadow: shadow)
      }
      var s = shadow
      s.spread = 0
      return drawShadow(of: Path(roundedRect: grown, radii: grownRadii), shadow: s)
    }
    let scale = abs(t.a)
    let off = t.applyToVector(shadow.offset)
    guard
      let dev = Rect(
        corner: t.apply(Point(x: grown.minX, y: grown.minY)), t.apply(Point(x: grown.maxX, y: grown.maxY)))
    else { return false }
    let r = dev.offsetBy(dx: off.x, dy: off.y)
    guard r.isValid, r.width > 0, r.height > 0, abs(r.minX) < 1e7, abs(r.minY) < 1e7, r.width < 1e7,
      r.height < 1e7
    else { return r.isValid }
    var rad = grownRadii
    rad.topLeading *= scale
    rad.topTrailing *= scale
    rad.bottomLeading *= scale
    rad.bottomTrailing *= scale
    // Mirrored transforms swap corners; the shadow of a mirrored shape is the mirrored shadow.
    if t.a < 0 {
      rad = CornerRadii(
        topLeading: rad.topTrailing, topTrailing: rad.topLeading, bottomTrailing: rad.bottomLeading,
        bottomLeading: rad.bottomTrailing)
    }
    if t.d < 0 {
      rad = CornerRadii(
        topLeading: rad.bottomLeading, topTrailing: rad.bottomTrailing, bottomTrailing: rad.topTrailing,
        bottomLeading: rad.topLeading)
    }
    rad = rad.clamped(to: r.size)
    let blur = BoxBlur(sigma: shadow.blurRadius / 2 * scale)
    let pad = blur.extent + 2
    let full = IntRect(
      x0: Int(r.minX.rounded(.down)) - pad, y0: Int(r.minY.rounded(.down)) - pad,
      x1: Int(r.maxX.rounded(.up)) + pad, y1: Int(r.maxY.rounded(.up)) + pad)
    let visible = full.intersection(drawBounds)
    guard !visible.isEmpty else { return true }
    let leftR = max(rad.topLeading, rad.bottomLeading)
    let rightR = max(rad.topTrailing, rad.bottomTrailing)
    let topR = max(rad.topLeading, rad.topTrailing)
    let bottomR = max(rad.bottomLeading, rad.bottomTrailing)
    let kx = max(0, Int((r.width - (leftR + rightR + Double(2 * pad) + 4)).rounded(.down)))
    let ky = max(0, Int((r.height - (topR + bottomR + Double(2 * pad) + 4)).rounded(.down)))
    let small = Rect(x: r.minX, y: r.minY, width: r.width - Double(kx), height: r.height - Double(ky))
    let sb = IntRect(x0: full.x0, y0: full.y0, x1: full.x1 - kx, y1: full.y1 - ky)
    // The small mask depends only on the shape relative to its pixel grid, so it is cached.
    let key = ShadowMaskCache.Key(
      fracX: small.minX - Double(full.x0), fracY: small.minY - Double(full.y0), width: small.width,
      height: small.height,
      radii: .init(a: rad.topLeading, b: rad.topTrailing, c: rad.bottomTrailing, d: rad.bottomLeading),
      sigma: shadow.blurRadius / 2 * scale, maskWidth: sb.width, maskHeight: sb.height, pad: pad)
    let alpha = ShadowMaskCache.shared.mask(for: key) {
      var sc = ScanConverter(clip: sb)
      sc.addPolylines(Path(roundedRect: small, radii: rad).flattened(tolerance: Canvas.tolerance))
      var mask = AlphaMask(bounds: sb, coverage: sc, fillRule: .nonZero, antiAlias: true)
      blur.apply(&mask.alpha, width: sb.width, height: sb.height)
      return mask.alpha
    }
    let mask = AlphaMask(bounds: sb, alpha: alpha)
    let splitX = Int((r.minX + leftR).rounded(.down)) + pad + 1
    let splitY = Int((r.minY + topR).rounded(.down)) + pad + 1
    // Composite the full mask row by row, reading the small one: columns left of the split
    // come from its left part, then its straight middle column repeats `kx` times, then its
    // right part; rows likewise.
    let sw = sb.width
    let hidden = covered.flatMap { coveredPixels(rect: $0.rect, radii: $0.radii, transform: t) }
    withBlender(shader: ShaderContext(solid: shadow.color.premultiplied.packed)) { blend in
      mask.alpha.withUnsafeBufferPointer { m in
        guard let mBase = m.baseAddress else { return }
        for y in visible.y0..<visible.y1 {
          let sy = y < splitY ? y : (y < splitY + ky ? splitY : y - ky)
          let srow = mBase + (sy - sb.y0) * sw - sb.x0
          // Columns [x, x + n) from `source` (or all at `constant`), less the covered ones.
          // The covered columns of this row: the band's in it, else the column's.
          let h: IntRect? =
            if let c = hidden {
              y >= c.band.y0 && y < c.band.y1
                ? c.band : (y >= c.column.y0 && y < c.column.y1 ? c.column : nil)
            } else { nil }
          func span(_ x: Int, _ n: Int, _ source: UnsafePointer<UInt8>?, _ constant: UInt8) {
            guard let h, h.x1 > h.x0, x < h.x1, x + n > h.x0 else {
              return blend(y, x, n, source, constant)
            }
            if h.x0 > x { blend(y, x, h.x0 - x, source, constant) }
            if x + n > h.x1 { blend(y, h.x1, x + n - h.x1, source.map { $0 + (h.x1 - x) }, constant) }
          }
          // Left part: device columns [full.x0, splitX) map to themselves.
          let leftEnd = min(splitX, full.x1)
          if leftEnd > full.x0 { span(full.x0, leftEnd - full.x0, srow + full.x0, 0) }
          if kx > 0 { span(splitX, kx, nil, srow[splitX]) }
          // Right part: device columns [splitX + kx, full.x1) map to [splitX, full.x1 - kx).
          let rightStart = splitX + kx
          if full.x1 > rightStart { span(rightStart, full.x1 - rightStart, srow + splitX, 0) }
        }
      }
    }
    return true
  }

  /// The device pixels a fill of this rounded rectangle covers completely, as a cross of two
  /// rectangles: `band`, the whole width between the rounded corners, and `column`, the whole
  /// height between them. Nil when they hold no whole pixel, or when a clip mask lets the fill
  /// cover some pixels only partly.
  func coveredPixels(rect: Rect, radii: CornerRadii, transform t: AffineTransform) -> (
    band: IntRect, column: IntRect
  )? {
    guard state.clipMask == nil, rect.isValid, t.isScaleTranslate, t.isFinite,
      let dev = Rect(
        corner: t.apply(Point(x: rect.minX, y: rect.minY)), t.apply(Point(x: rect.maxX, y: rect.maxY)))
    else { return nil }
    // The corners reach as far as the largest radius, clamped as a fill clamps it, or further
    // when the caller says so (a continuous corner's curve reaches 1.53 radii along a side, past
    // half the shorter side on a pill): a larger reach only hides less.
    let r = radii.clamped(to: rect.size)
    let reach = max(radii.topLeading, radii.topTrailing, radii.bottomLeading, radii.bottomTrailing)
    guard reach.isFinite else { return nil }
    let clampedReach = max(r.topLeading, r.topTrailing, r.bottomLeading, r.bottomTrailing)
    let corner = max(clampedReach, min(reach, max(rect.width, rect.height))) * abs(t.d)
    let x0 = dev.minX.rounded(.up)
    let x1 = dev.maxX.rounded(.down)
    let y0 = dev.minY.rounded(.up)
    let y1 = dev.maxY.rounded(.down)
    let bandY0 = (dev.minY + corner).rounded(.up)
    let bandY1 = (dev.maxY - corner).rounded(.down)
    let columnX0 = (dev.minX + corner).rounded(.up)
    let columnX1 = (dev.maxX - corner).rounded(.down)
    guard x1 > x0, y1 > y0, abs(x0) < 1e7, abs(x1) < 1e7, abs(y0) < 1e7, abs(y1) < 1e7 else { return nil }
    // An empty part (a corner as tall or as wide as the shape) is kept empty: it hides nothing.
    let band = IntRect(x0: Int(x0), y0: Int(bandY0), x1: Int(x1), y1: Int(max(bandY0, bandY1)))
    let column = IntRect(x0: Int(columnX0), y0: Int(y0), x1: Int(max(columnX0, columnX1)), y1: Int(y1))
    return (band, column)
  }

  private func expand(_ r: IntRect, by d: Int) -> IntRect {
    IntRect(x0: r.x0 - d, y0: r.y0 - d, x1: r.x1 + d, y1: r.y1 + d)
  }

  /// The device pixels a path covers under a transform, grown by `grow` pixels.
  func deviceBounds(_ path: Path, transform t: AffineTransform, grow: Double) -> IntRect {
    let b = path.applying(t).controlPointBounds
    guard b.isValid, abs(b.minX) < 1e7, abs(b.minY) < 1e7, b.width < 1e7, b.height < 1e7 else {
      return IntRect(x0: 0, y0: 0, x1: 0, y1: 0)
    }
    let g = grow.isFinite ? min(grow, 1e6) : 0
    return IntRect(
      x0: Int((b.minX - g).rounded(.down)), y0: Int((b.minY - g).rounded(.down)),
      x1: Int((b.maxX + g).rounded(.up)), y1: Int((b.maxY + g).rounded(.up)))
  }
}

extension Canvas {
  /// Empties the process-wide caches (blurred shadow masks): for memory pressure, and for
  /// benchmarks that measure cold frames.
  public static func removeCachedData() {
    ShadowMaskCache.shared.removeAll()
  }
}
