/// An 8-bit coverage mask over a pixel rectangle of the canvas.
struct AlphaMask {
  var bounds: IntRect
  var alpha: [UInt8]

  init(bounds: IntRect, alpha: [UInt8]) {
    self.bounds = bounds
    self.alpha = alpha
  }

  init(bounds: IntRect, fill: UInt8 = 0) {
    self.bounds = bounds
    self.alpha = [UInt8](repeating: fill, count: bounds.width * bounds.height)
  }

  /// A mask holding the coverage of a scan-converted shape, over `bounds`.
  init(bounds: IntRect, coverage sc: ScanConverter, fillRule: FillRule, antiAlias: Bool) {
    self = AlphaMask.coverage(of: sc, bounds: bounds, fillRule: fillRule, antiAlias: antiAlias).mask
  }

  /// A mask holding the coverage of a scan-converted shape over `bounds`, and whether every
  /// value is 255 (the shape covers the whole of `bounds`).
  static func coverage(
    of sc: ScanConverter, bounds b: IntRect, fillRule: FillRule, antiAlias: Bool
  ) -> (mask: AlphaMask, opaque: Bool) {
    var mask = AlphaMask(bounds: b)
    let w = b.width
    // Pixels written with 255: the mask is opaque when they are all of its pixels (runs never
    // overlap: each row is swept once, left to right).
    var full = 0
    mask.alpha.withUnsafeMutableBufferPointer { buf in
      guard let base = buf.baseAddress else { return }
      sc.rasterize(fillRule: fillRule, antiAlias: antiAlias) { y, x, count, cov, constant in
        guard y >= b.y0, y < b.y1 else { return }
        let x0 = max(x, b.x0)
        let x1 = min(x + count, b.x1)
        guard x1 > x0 else { return }
        let row = base + ((y - b.y0) * w - b.x0)
        if let cov {
          (row + x0).update(from: cov + (x0 - x), count: x1 - x0)
          for px in x0..<x1 where row[px] == 255 { full += 1 }
        } else {
          // Shape interiors: whole runs of one value, written as one fill.
          PixelFill.fill(row + x0, with: constant, count: x1 - x0)
          if constant == 255 { full += x1 - x0 }
        }
      }
    }
    return (mask, full == mask.alpha.count)
  }

  /// Inverts every value (255 − a).
  mutating func invert() {
    alpha.withUnsafeMutableBufferPointer { buf in
      for i in buf.indices { buf[i] = 255 &- buf[i] }
    }
  }

  /// Multiplies by another mask (values outside `other` count as `outside`).
  mutating func multiply(by other: AlphaMask, outside: UInt8 = 0) {
    let w = bounds.width
    for y in bounds.y0..<bounds.y1 {
      for x in bounds.x0..<bounds.x1 {
        let i = (y - bounds.y0) * w + (x - bounds.x0)
        let o = other.value(x: x, y: y) ?? outside
        alpha[i] = UInt8(div255(UInt32(alpha[i]) * UInt32(o)))
      }
    }
  }

  func value(x: Int, y: Int) -> UInt8? {
    guard x >= bounds.x0, x < bounds.x1, y >= bounds.y0, y < bounds.y1 else { return nil }
    return alpha[(y - bounds.y0) * bounds.width + (x - bounds.x0)]
  }
}
