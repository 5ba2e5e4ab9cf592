import TesseraGeometry

/// An 8-bit coverage mask on the pixel grid: a shape rasterized once and drawn many times
/// (glyphs, icons), by ``Canvas/drawMask(_:x:y:color:)``.
public struct CoverageMask: Hashable, Sendable {
  /// The pixels the mask covers, relative to where it is drawn.
  public let bounds: IntRect
  /// Coverage row by row, `bounds.width × bounds.height` values.
  public let alpha: [UInt8]

  /// An empty mask.
  public static let empty = CoverageMask(bounds: IntRect(x0: 0, y0: 0, x1: 0, y1: 0), alpha: [])

  init(bounds: IntRect, alpha: [UInt8]) {
    self.bounds = bounds
    self.alpha = alpha
  }

  /// Rasterizes a path, mapped by `transform`, with exact-area coverage.
  /// - Returns: nil when the path or transform is not finite, or the shape is larger than
  ///   ``Pixmap/maximumSide`` on a side; an empty mask for an empty shape.
  public init?(path: Path, transform: AffineTransform = .identity, fillRule: FillRule = .nonZero) {
    guard path.isFinite, transform.isFinite else { return nil }
    let device = path.applying(transform)
    let b = device.controlPointBounds
    guard b.isValid else { return nil }
    if device.isEmpty || b.width == 0 || b.height == 0 {
      self = .empty
      return
    }
    guard b.width < Double(Pixmap.maximumSide), b.height < Double(Pixmap.maximumSide), abs(b.minX) < 1e9,
      abs(b.minY) < 1e9
    else { return nil }
    let box = IntRect(
      x0: Int(b.minX.rounded(.down)), y0: Int(b.minY.rounded(.down)), x1: Int(b.maxX.rounded(.up)),
      y1: Int(b.maxY.rounded(.up)))
    var sc = ScanConverter(clip: box)
    sc.addPolylines(device.flattened(tolerance: Canvas.tolerance))
    let mask = AlphaMask(bounds: box, coverage: sc, fillRule: fillRule, antiAlias: true)
    self.init(bounds: box, alpha: mask.alpha)
  }

  /// The number of bytes the mask holds.
  public var byteCount: Int { alpha.count }
}

extension Canvas {
  /// Composites a coverage mask in a solid color, its bounds moved by whole device pixels
  /// (`x`, `y`), ignoring the current transform but honoring the clip.
  public mutating func drawMask(_ mask: CoverageMask, x: Int, y: Int, color: Color) {
    drawMasks([(mask, x, y)], color: color)
  }

  /// Composites many coverage masks in one color, each moved by whole device pixels, in order
  /// (the pixels of compositing them one after another), with one setup for all of them: a text
  /// layout is drawn this way.
  public mutating func drawMasks(_ masks: [(mask: CoverageMask, x: Int, y: Int)], color: Color) {
    let limit = drawBounds
    var longest = 0
    for m in masks where m.mask.bounds.width > longest { longest = m.mask.bounds.width }
    guard longest > 0, !limit.isEmpty else { return }
    withBlender(shader: ShaderContext(solid: color.premultiplied.packed), longestRun: longest) { blend in
      for (mask, x, y) in masks {
        let b = mask.bounds
        let placed = IntRect(x0: b.x0 + x, y0: b.y0 + y, x1: b.x1 + x, y1: b.y1 + y)
        let rows = limit.intersection(placed)
        guard !rows.isEmpty else { continue }
        mask.alpha.withUnsafeBufferPointer { m in
          guard let base = m.baseAddress else { return }
          let mw = placed.width
          for row in rows.y0..<rows.y1 {
            blend(row, rows.x0, rows.width, base + (row - placed.y0) * mw + (rows.x0 - placed.x0), 0)
          }
        }
      }
    }
  }
}
