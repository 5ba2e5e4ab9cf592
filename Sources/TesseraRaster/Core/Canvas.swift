import TesseraGeometry

/// A drawing context over a ``Pixmap``: transform and clip state, transparency layers, fills,
/// strokes, shadows and images.
///
/// Coordinates passed to drawing calls are in user space and mapped by ``transform`` to device
/// pixels, where pixel `(x, y)` covers the square from `(x, y)` to `(x + 1, y + 1)`. Every draw
/// computes exact-area coverage (see ``FillRule``) and composites source-over with the rounding
/// rule of ``div255(_:)``, so the same calls give the same bytes on every machine, debug or
/// release, on any thread.
///
/// Invalid geometry (a non-finite path, rectangle or transform, a negative size) draws nothing:
/// the drawing calls return `false` instead of trapping.
public struct Canvas: Sendable {
  struct Layer: Sendable {
    var pixmap: Pixmap
    var origin: IntRect
    var opacity: UInt8
    /// A color filter applied to the layer's pixels before they are composited.
    var colorMatrix: ColorMatrix? = nil
    /// How the layer combines with what is below it.
    var blendMode: BlendMode = .normal
    /// The Gaussian blur's standard deviation, in device pixels (0: none).
    var blur: Double = 0
    /// The alpha of a mask, one byte per pixel of ``origin`` (nil: no mask).
    var mask: [UInt8]? = nil
    /// Whether this layer is the mask of the layer below it (``beginMask()``).
    var isMask = false
    /// The pixels drawn so far (empty until the first draw): ``endLayer()`` composites only these.
    var dirty = IntRect(x0: 0, y0: 0, x1: 0, y1: 0)

    /// Adds a drawn area to ``dirty``.
    mutating func markDrawn(_ r: IntRect) {
      guard !r.isEmpty else { return }
      dirty =
        dirty.isEmpty
        ? r
        : IntRect(
          x0: Swift.min(dirty.x0, r.x0), y0: Swift.min(dirty.y0, r.y0), x1: Swift.max(dirty.x1, r.x1),
          y1: Swift.max(dirty.y1, r.y1))
    }
  }

  struct State: Sendable {
    var transform: AffineTransform
    /// Pixels outside are never touched.
    var clipBounds: IntRect
    /// Coverage of the clip inside `clipBounds`; nil when every pixel there is fully inside.
    var clipMask: AlphaMask?
    var layerDepth: Int
  }

  private var base: Pixmap
  private var layers: [Layer] = []
  /// The current transform and clip (internal: extensions in this module read it).
  private(set) var state: State
  private var saved: [State] = []

  /// Flattening tolerance for curves, in device pixels.
  static let tolerance = 0.05

  /// Creates a canvas that draws into `pixmap`.
  public init(pixmap: Pixmap) {
    base = pixmap
    state = State(transform: .identity, clipBounds: pixmap.bounds, clipMask: nil, layerDepth: 0)
  }

  /// Creates a canvas over a new pixmap of the given size, filled with `background`.
  /// - Throws: ``RasterError`` when the size is invalid or too large.
  public init(width: Int, height: Int, background: Color = .clear) throws {
    self.init(pixmap: try Pixmap(width: width, height: height, fill: background.premultiplied))
  }

  /// The pixels drawn so far. Layers still open are not included; close them with ``endLayer()``.
  public var pixmap: Pixmap { base }

  /// The canvas size in device pixels.
  public var size: (width: Int, height: Int) { (base.width, base.height) }

  /// The current user-to-device transform. Default identity.
  public var transform: AffineTransform {
    get { state.transform }
    set { state.transform = newValue }
  }

  /// The device pixels the current clip lets through (a bounding box of the clip).
  public var clipBounds: IntRect { state.clipBounds }

  /// Pushes the transform and clip; ``restore()`` brings them back.
  public mutating func save() {
    saved.append(state)
  }

  /// Pops the transform and clip saved by the last ``save()``. Returns false when nothing was
  /// saved, or when the save belongs outside an open layer (close the layer first).
  @discardableResult
  public mutating func restore() -> Bool {
    guard let last = saved.last, last.layerDepth == layers.count else { return false }
    saved.removeLast()
    state = last
    return true
  }

  /// Moves the origin of user space.
  public mutating func translate(x: Double, y: Double) {
    state.transform = state.transform.translatedBy(x: x, y: y)
  }

  /// Scales user space.
  public mutating func scale(x: Double, y: Double) {
    state.transform = state.transform.scaledBy(x: x, y: y)
  }

  /// Applies `t` before the current transform (in user space).
  public mutating func concatenate(_ t: AffineTransform) {
    state.transform = t.concatenating(state.transform)
  }

  // MARK: - Target access

  private mutating func withTarget(_ body: (UnsafeMutablePointer<UInt32>, Int, IntRect) -> Void) {
    if let i = layers.indices.last {
      let origin = layers[i].origin
      let w = layers[i].pixmap.width
      layers[i].pixmap.pixels.withUnsafeMutableBufferPointer { buf in
        if let p = buf.baseAddress { body(p, w, origin) }
      }
    } else {
      let b = base.bounds
      let w = base.width
      base.pixels.withUnsafeMutableBufferPointer { buf in
        if let p = buf.baseAddress { body(p, w, b) }
      }
    }
  }

  private var targetBounds: IntRect {
    layers.last?.origin ?? base.bounds
  }

  /// The region a draw may touch: the clip within the current target.
  var drawBounds: IntRect { state.clipBounds.intersection(targetBounds) }

  /// Composites coverage rows from a scan converter with a shader.
  mutating func composite(_ sc: ScanConverter, fillRule: FillRule, antiAlias: Bool, shader: ShaderContext) {
    guard !sc.isEmpty else { return }
    withBlender(shader: shader) { blend in
      sc.rasterize(fillRule: fillRule, antiAlias: antiAlias, blend)
    }
  }

  /// Composites rows of an alpha mask with a shader.
  mutating func composite(mask: AlphaMask, shader: ShaderContext) {
    let rows = drawBounds.intersection(mask.bounds)
    guard !rows.isEmpty else { return }
    withBlender(shader: shader, longestRun: rows.width) { blend in
      mask.alpha.withUnsafeBufferPointer { m in
        guard let base = m.baseAddress else { return }
        let mw = mask.bounds.width
        for y in rows.y0..<rows.y1 {
          let start = (y - mask.bounds.y0) * mw + (rows.x0 - mask.bounds.x0)
          blend(y, rows.x0, rows.width, base + start, 0)
        }
      }
    }
  }

  /// Runs `body` with a function that composites one run of coverage with a shader:
  /// `blend(y, x, count, coverage, constant)` as ``ScanConverter/rasterize(fillRule:antiAlias:_:)``
  /// emits them.
  mutating func withBlender(
    shader: ShaderContext, longestRun: Int? = nil,
    _ body: ((_ y: Int, _ x: Int, _ count: Int, _ coverage: UnsafePointer<UInt8>?, _ constant: UInt8) -> Void)
      -> Void
  ) {
    let clip = state.clipMask
    let limit = drawBounds
    guard !limit.isEmpty else { return }
    // Scratch rows for clipped coverage and shaded colors; no run is longer than the clip.
    let scratch = min(limit.width, longestRun ?? limit.width)
    var scratchCov = [UInt8](repeating: 0, count: clip == nil ? 0 : scratch)
    var scratchColor = [UInt32](repeating: 0, count: shader.solidColor == nil ? scratch : 0)
    // The extent drawn, for a layer's dirty rectangle.
    var minX = Int.max
    var minY = Int.max
    var maxX = Int.min
    var maxY = Int.min
    withTarget { target, tw, tb in
      scratchCov.withUnsafeMutableBufferPointer { sCov in
        scratchColor.withUnsafeMutableBufferPointer { sColor in
          body { y, x, count, cov, constant in
            if y < minY { minY = y }
            if y > maxY { maxY = y }
            if x < minX { minX = x }
            if x + count > maxX { maxX = x + count }
            Canvas.blendRow(
              y: y, x: x, count: count, coverage: cov, constant: constant, target: target, targetWidth: tw,
              targetBounds: tb, limit: limit, clip: clip, shader: shader, scratchCov: sCov,
              scratchColor: sColor)
          }
        }
      }
    }
    if let i = layers.indices.last, minY <= maxY {
      layers[i].markDrawn(IntRect(x0: minX, y0: minY, x1: maxX, y1: maxY + 1).intersection(limit))
    }
  }

  /// Composites `count` pixels of row `y` from column `x`: per-pixel `coverage`, or `constant`
  /// coverage when it is nil; through the clip, into the target.
  @inline(__always)
  static func blendRow(
    y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>?, constant: UInt8,
    target: UnsafeMutablePointer<UInt32>, targetWidth: Int, targetBounds tb: IntRect, limit: IntRect,
    clip: AlphaMask?, shader: ShaderContext, scratchCov: UnsafeMutableBufferPointer<UInt8>,
    scratchColor: UnsafeMutableBufferPointer<UInt32>
  ) {
    guard y >= limit.y0, y < limit.y1 else { return }
    let x0 = max(x, limit.x0)
    let x1 = min(x + count, limit.x1)
    let n = x1 - x0
    guard n > 0 else { return }
    var cov: UnsafePointer<UInt8>? = coverage.map { $0 + (x0 - x) }
    if let clip, let sc = scratchCov.baseAddress {
      let cw = clip.bounds.width
      clip.alpha.withUnsafeBufferPointer { ca in
        let rowStart = (y - clip.bounds.y0) * cw + (x0 - clip.bounds.x0)
        if let c = cov {
          for i in 0..<n {
            sc[i] = UInt8(truncatingIfNeeded: div255(UInt32(c[i]) * UInt32(ca[rowStart + i])))
          }
        } else {
          let k = UInt32(constant)
          for i in 0..<n { sc[i] = UInt8(truncatingIfNeeded: div255(k * UInt32(ca[rowStart + i]))) }
        }
      }
      cov = UnsafePointer(sc)
    }
    let dst = target + (y - tb.y0) * targetWidth + (x0 - tb.x0)
    if let color = shader.solidColor {
      if let cov {
        Blend.solidRow(dst, color, cov, n)
      } else {
        Blend.solidSpan(dst, color, UInt32(constant), n)
      }
    } else if let colors = scratchColor.baseAddress {
      shader.shade(x: x0, y: y, count: n, into: colors)
      if let cov {
        Blend.shadedRow(dst, colors, cov, n)
      } else {
        Blend.shadedSpan(dst, colors, UInt32(constant), n)
      }
    }
  }

  // MARK: - Fills and strokes

  /// Fills a path.
  /// - Returns: false when the path or the transform is not finite (nothing is drawn).
  @discardableResult
  public mutating func fill(_ path: Path, with paint: Paint, fillRule: FillRule = .nonZero) -> Bool {
    guard path.isFinite, state.transform.isFinite,
      let shader = ShaderContext(paint: paint, transform: state.transform)
    else { return false }
    let device = path.applying(state.transform).flattened(tolerance: Canvas.tolerance)
    var sc = ScanConverter(clip: drawBounds)
    sc.addPolylines(device)
    composite(sc, fillRule: fillRule, antiAlias: paint.antiAlias, shader: shader)
    return true
  }

  /// Fills a rectangle.
  /// - Returns: false when the rectangle or the transform is invalid.
  @discardableResult
  public mutating func fill(_ rect: Rect, with paint: Paint) -> Bool {
    guard rect.isValid else { return false }
    return fill(Path(rect), with: paint)
  }

  /// Paints the whole clip region with a paint (source-over).
  @discardableResult
  public mutating func paint(_ paint: Paint) -> Bool {
    let b = drawBounds
    guard !b.isEmpty, let inv = state.transform.inverted() else { return false }
    let rect = Path(Rect(x: Double(b.x0), y: Double(b.y0), width: Double(b.width), height: Double(b.height)))
    return fill(rect.applying(inv), with: paint)
  }

  /// The closed polygons, in device space, whose non-zero union is the stroke of `path`.
  func strokeOutline(_ path: Path, style: StrokeStyle) -> [[Point]]? {
    let t = state.transform
    guard path.isFinite, t.isFinite, style.lineWidth.isFinite, style.lineWidth >= 0 else { return nil }
    let scale = t.maximumScale
    guard scale > 0, scale.isFinite else { return nil }
    let width = style.lineWidth == 0 ? 1 / scale : style.lineWidth
    let tol = Canvas.tolerance / scale
    let polys = Stroker.outline(of: path, style: style, width: width, tolerance: tol)
    return polys.map { poly in poly.map { t.apply($0) } }
  }

  /// Strokes a path.
  /// - Returns: false when the path, the transform or the style is invalid (nothing is drawn).
  @discardableResult
  public mutating func stroke(_ path: Path, with paint: Paint, style: StrokeStyle = StrokeStyle()) -> Bool {
    guard let polys = strokeOutline(path, style: style),
      let shader = ShaderContext(paint: paint, transform: state.transform)
    else { return false }
    var sc = ScanConverter(clip: drawBounds)
    for p in polys { sc.addPolygon(p) }
    composite(sc, fillRule: .nonZero, antiAlias: paint.antiAlias, shader: shader)
    return true
  }

  // MARK: - Clipping

  /// Intersects the clip with a path. Nested clips multiply their coverage, so anti-aliased
  /// edges stay smooth.
  /// - Returns: false when the path or transform is not finite (the clip is left unchanged).
  @discardableResult
  public mutating func clip(to path: Path, fillRule: FillRule = .nonZero, antiAlias: Bool = true) -> Bool {
    guard path.isFinite, state.transform.isFinite else { return false }
    // A rectangle on pixel edges with no mask yet only narrows the bounds: the same result as the
    // scan conversion below (every covered pixel 255, so no mask), without a full-size mask.
    if state.clipMask == nil, let r = Canvas.pixelAlignedRect(path, state.transform) {
      state.clipBounds = r.intersection(state.clipBounds)
      if state.clipBounds.isEmpty { state.clipBounds = IntRect(x0: 0, y0: 0, x1: 0, y1: 0) }
      return true
    }
    var sc = ScanConverter(clip: state.clipBounds)
    sc.addPolylines(path.applying(state.transform).flattened(tolerance: Canvas.tolerance))
    let covBounds = sc.coverageBounds.intersection(state.clipBounds)
    guard !covBounds.isEmpty else {
      state.clipBounds = IntRect(x0: 0, y0: 0, x1: 0, y1: 0)
      state.clipMask = nil
      return true
    }
    var (mask, opaque) = AlphaMask.coverage(
      of: sc, bounds: covBounds, fillRule: fillRule, antiAlias: antiAlias)
    if let old = state.clipMask {
      mask.multiply(by: old)
      opaque = mask.alpha.allSatisfy({ $0 == 255 })
    }
    state.clipBounds = covBounds
    state.clipMask = opaque ? nil : mask
    return true
  }

  /// The device pixels of `path` when it is one axis-aligned rectangle whose edges, after a
  /// scale-and-translate `transform`, lie on pixel boundaries (within 1/512 px, under the scan
  /// converter's 1/256 px rounding); nil otherwise.
  static func pixelAlignedRect(_ path: Path, _ transform: AffineTransform) -> IntRect? {
    guard transform.isScaleTranslate else { return nil }
    var points: [Point] = []
    for (i, e) in path.elements.enumerated() {
      switch e {
      case .move(let p) where i == 0: points.append(transform.apply(p))
      case .line(let p) where i > 0: points.append(transform.apply(p))
      case .closeSubpath where i == path.elements.count - 1: break
      default: return nil
      }
    }
    if points.count == 5, points[4] == points[0] { points.removeLast() }
    guard points.count == 4 else { return nil }
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
    // Each corner must be a corner of the bounding box: an axis-aligned rectangle.
    for (k, p) in points.enumerated() {
      let q = points[(k + 1) % 4]
      guard p.x == q.x || p.y == q.y else { return nil }
      guard (p.x == x0 || p.x == x1) && (p.y == y0 || p.y == y1) else { return nil }
    }
    func snap(_ v: Double) -> Int? {
      let r = v.rounded()
      guard abs(v - r) <= 1.0 / 512, abs(r) < 1e9 else { return nil }
      return Int(r)
    }
    guard let a = snap(x0), let b = snap(x1), let c = snap(y0), let d = snap(y1), b > a, d > c else {
      return nil
    }
    return IntRect(x0: a, y0: c, x1: b, y1: d)
  }

  /// Intersects the clip with a rectangle.
  @discardableResult
  public mutating func clip(to rect: Rect) -> Bool {
    guard rect.isValid else { return false }
    return clip(to: Path(rect))
  }

  // MARK: - Layers

  /// Starts a transparency layer: later draws go to a new transparent surface, which
  /// ``endLayer()`` composites onto the one below with `opacity` (0...1). Also saves the
  /// transform and clip, which `endLayer()` restores.
  /// - Parameters:
  ///   - blendMode: how the layer combines with what is below it. Default ``BlendMode/normal``.
  ///   - blur: the standard deviation of a Gaussian blur of the layer, in user-space units (scaled
  ///     by the transform's scale), applied before the color filter; 0 (the default) for none.
  public mutating func beginLayer(
    opacity: Double = 1, colorMatrix: ColorMatrix? = nil, blendMode: BlendMode = .normal, blur: Double = 0
  ) {
    saved.append(state)
    let b = drawBounds
    let op = Color.to8(opacity.isFinite ? opacity : 0)
    let pix = (try? Pixmap(width: max(1, b.width), height: max(1, b.height))) ?? base
    let t = state.transform
    let scale = abs(t.a * t.d - t.b * t.c).squareRoot()
    let sigma = blur.isFinite && blur > 0 && scale.isFinite ? blur * scale : 0
    layers.append(
      Layer(
        pixmap: pix, origin: b.isEmpty ? IntRect(x0: 0, y0: 0, x1: 0, y1: 0) : b, opacity: op,
        colorMatrix: colorMatrix, blendMode: blendMode, blur: sigma))
    state.layerDepth = layers.count
  }

  /// Fills the innermost layer, within the current clip, with what is below it blurred (a
  /// Gaussian of standard deviation `sigma` in user-space units, scaled by the transform): the
  /// backdrop of a material. Draws after it go over it. `colorMatrix`, when given, filters the
  /// blurred copy (a material's vibrancy: more saturation). Default nil.
  /// - Returns: false when no layer is open or the sigma is not positive.
  @discardableResult
  public mutating func drawBlurredBackdrop(sigma: Double, colorMatrix: ColorMatrix? = nil) -> Bool {
    guard let top = layers.indices.last, sigma.isFinite, sigma > 0 else { return false }
    let t = state.transform
    let scale = abs(t.a * t.d - t.b * t.c).squareRoot()
    let blur = BoxBlur(sigma: sigma * (scale.isFinite ? scale : 1))
    let target = drawBounds
    guard !target.isEmpty else { return false }
    // What is below: the next layer down, or the base.
    let below = top > 0 ? layers[top - 1].pixmap : base
    let belowOrigin = top > 0 ? layers[top - 1].origin : base.bounds
    let e = blur.extent
    let region = IntRect(x0: target.x0 - e, y0: target.y0 - e, x1: target.x1 + e, y1: target.y1 + e)
      .intersection(belowOrigin)
    guard !region.isEmpty, var copy = try? Pixmap(width: region.width, height: region.height) else {
      return false
    }
    for y in region.y0..<region.y1 {
      let src = (y - belowOrigin.y0) * below.width + (region.x0 - belowOrigin.x0)
      let dst = (y - region.y0) * region.width
      for x in 0..<region.width { copy.pixels[dst + x] = below.pixels[src + x] }
    }
    blur.apply(to: &copy, in: copy.bounds)
    colorMatrix?.apply(to: &copy, in: copy.bounds)
    let o = layers[top].origin
    let w = layers[top].pixmap.width
    let clip = state.clipMask
    for y in target.y0..<target.y1 where y >= region.y0 && y < region.y1 {
      for x in target.x0..<target.x1 where x >= region.x0 && x < region.x1 {
        var p = copy.pixels[(y - region.y0) * region.width + (x - region.x0)]
        if let clip {
          let b = clip.bounds
          guard x >= b.x0, x < b.x1, y >= b.y0, y < b.y1 else { continue }
          let c = clip.alpha[(y - b.y0) * b.width + (x - b.x0)]
          if c == 0 { continue }
          if c < 255 { p = Blend.scale(p, UInt32(c)) }
        }
        layers[top].pixmap.pixels[(y - o.y0) * w + (x - o.x0)] = p
      }
    }
    layers[top].markDrawn(target)
    return true
  }

  /// Starts the mask of the innermost layer: later draws, until ``endMask()``, make a mask whose
  /// alpha scales the layer's pixels when ``endLayer()`` composites it (SwiftUI's `.mask`).
  /// Saves the transform and clip, which `endMask()` restores.
  /// - Returns: false when no layer is open.
  @discardableResult
  public mutating func beginMask() -> Bool {
    guard let top = layers.last, !top.isMask else { return false }
    saved.append(state)
    let pix = (try? Pixmap(width: max(1, top.origin.width), height: max(1, top.origin.height))) ?? base
    layers.append(Layer(pixmap: pix, origin: top.origin, opacity: 255, isMask: true))
    state.layerDepth = layers.count
    return true
  }

  /// Ends the mask begun by ``beginMask()``: its alpha becomes the mask of the layer below.
  /// - Returns: false when no mask is open.
  @discardableResult
  public mutating func endMask() -> Bool {
    guard let last = layers.last, last.isMask, let mask = layers.popLast() else { return false }
    while let s = saved.last, s.layerDepth > layers.count { saved.removeLast() }
    if let s = saved.popLast() { state = s }
    var alpha = [UInt8](repeating: 0, count: mask.origin.width * mask.origin.height)
    let drawn = mask.dirty.intersection(mask.origin)
    if !drawn.isEmpty {
      let w = mask.pixmap.width
      for y in drawn.y0..<drawn.y1 {
        let row = (y - mask.origin.y0) * w
        for x in drawn.x0..<drawn.x1 {
          let i = row + x - mask.origin.x0
          alpha[i] = UInt8(truncatingIfNeeded: mask.pixmap.pixels[i] >> 24)
        }
      }
    }
    if let i = layers.indices.last { layers[i].mask = alpha }
    return true
  }

  /// Ends the innermost layer, compositing it with its opacity, and restores the state saved by
  /// its ``beginLayer(opacity:colorMatrix:)``; a layer with a color matrix is filtered first.
  /// - Returns: false when no layer is open.
  @discardableResult
  public mutating func endLayer() -> Bool {
    guard var layer = layers.popLast() else { return false }
    while let last = saved.last, last.layerDepth > layers.count { saved.removeLast() }
    if let s = saved.popLast() { state = s }
    let o = layer.origin
    // Only what was drawn into the layer is composited: the rest is transparent (a blur spreads
    // it by its reach).
    var drawn = layer.dirty.intersection(o)
    guard !drawn.isEmpty, layer.opacity > 0 else { return true }
    if layer.blur > 0 {
      let blur = BoxBlur(sigma: layer.blur)
      let e = blur.extent
      drawn = IntRect(x0: drawn.x0 - e, y0: drawn.y0 - e, x1: drawn.x1 + e, y1: drawn.y1 + e).intersection(o)
      blur.apply(
        to: &layer.pixmap,
        in: IntRect(x0: drawn.x0 - o.x0, y0: drawn.y0 - o.y0, x1: drawn.x1 - o.x0, y1: drawn.y1 - o.y0))
    }
    if let m = layer.colorMatrix {
      // The filter sees what was drawn, in the layer's own pixel coordinates.
      m.apply(
        to: &layer.pixmap,
        in: IntRect(x0: drawn.x0 - o.x0, y0: drawn.y0 - o.y0, x1: drawn.x1 - o.x0, y1: drawn.y1 - o.y0))
    }
    var cov = [UInt8](repeating: layer.opacity, count: o.width)
    let mode = layer.blendMode
    let mask = layer.mask
    withTarget { target, tw, tb in
      layer.pixmap.pixels.withUnsafeBufferPointer { src in
        cov.withUnsafeMutableBufferPointer { c in
          guard let s = src.baseAddress, let cp = c.baseAddress else { return }
          let lim = drawn.intersection(tb)
          guard !lim.isEmpty else { return }
          for y in lim.y0..<lim.y1 {
            let srow = s + (y - o.y0) * layer.pixmap.width + (lim.x0 - o.x0)
            let drow = target + (y - tb.y0) * tw + (lim.x0 - tb.x0)
            if let mask {
              // The mask's alpha times the layer's opacity.
              let m = (y - o.y0) * o.width + (lim.x0 - o.x0)
              for i in 0..<lim.width { cp[i] = UInt8(div255(UInt32(mask[m + i]) * UInt32(layer.opacity))) }
            }
            if mode == .normal {
              Blend.shadedRow(drow, srow, cp, lim.width)
            } else {
              for i in 0..<lim.width where cp[i] != 0 {
                let px = cp[i] == 255 ? srow[i] : Blend.scale(srow[i], UInt32(cp[i]))
                drow[i] = mode.blend(px, onto: drow[i])
              }
            }
          }
        }
      }
    }
    if let i = layers.indices.last { layers[i].markDrawn(drawn.intersection(layers[i].origin)) }
    return true
  }

  /// The number of layers currently open.
  public var openLayerCount: Int { layers.count }
}
