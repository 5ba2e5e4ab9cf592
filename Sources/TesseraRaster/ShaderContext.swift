import TesseraGeometry

/// A shader resolved for one draw: device-space parameters and a color table.
struct ShaderContext {
  enum Kind {
    case solid(UInt32)
    /// t = a·x + b·y + c at pixel centers.
    case linear(a: Double, b: Double, c: Double)
    /// Device → user transform, center, start radius, 1 / (end − start).
    case radial(inv: AffineTransform, center: Point, r0: Double, scale: Double)
    /// Degenerate geometry: one color everywhere.
    case constant(UInt32)
    /// An image.
    case image(ImageSampler)
  }

  let kind: Kind
  let table: [UInt32]

  init?(paint: Paint, transform: AffineTransform) {
    let op = paint.opacity.isFinite ? min(1, max(0, paint.opacity)) : 0
    switch paint.shader {
    case .solid(let color):
      kind = .solid(color.opacity(op).premultiplied.packed)
      table = []
    case .linearGradient(let g):
      table = g.gradient.colorTable(opacity: op)
      guard let inv = transform.inverted(), g.startPoint.isFinite, g.endPoint.isFinite else {
        return nil
      }
      let d = g.endPoint - g.startPoint
      let len2 = d.dot(d)
      guard len2 > 1e-18 else {
        kind = .constant(table.last ?? 0)
        return
      }
      // t(u) = (u − p0)·d / |d|², u = inv(x, y).
      let a = (inv.a * d.x + inv.b * d.y) / len2
      let b = (inv.c * d.x + inv.d * d.y) / len2
      let c = ((inv.tx - g.startPoint.x) * d.x + (inv.ty - g.startPoint.y) * d.y) / len2
      guard a.isFinite, b.isFinite, c.isFinite else { return nil }
      kind = .linear(a: a, b: b, c: c)
    case .radialGradient(let g):
      table = g.gradient.colorTable(opacity: op)
      guard let inv = transform.inverted(), g.center.isFinite, g.startRadius.isFinite,
        g.endRadius.isFinite
      else { return nil }
      let span = g.endRadius - g.startRadius
      guard abs(span) > 1e-12 else {
        kind = .constant(table.last ?? 0)
        return
      }
      kind = .radial(inv: inv, center: g.center, r0: g.startRadius, scale: 1 / span)
    }
  }

  var solidColor: UInt32? {
    switch kind {
    case .solid(let c), .constant(let c): return c
    default: return nil
    }
  }

  @inline(__always)
  private func lookup(_ t: Double) -> UInt32 {
    let n = Gradient.tableSize - 1
    let i: Int
    if !(t > 0) {
      i = 0
    } else if t >= 1 {
      i = n
    } else {
      i = Int(t * Double(n) + 0.5)
    }
    return table[i]
  }

  /// Writes the premultiplied colors of pixels `x..<x+count` of row `y` into `out`.
  func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
    switch kind {
    case .solid(let c), .constant(let c):
      out.update(repeating: c, count: count)
    case .linear(let a, let b, let c):
      let py = Double(y) + 0.5
      let base = b * py + c
      for i in 0..<count {
        out[i] = lookup(a * (Double(x + i) + 0.5) + base)
      }
    case .radial(let inv, let center, let r0, let scale):
      let py = Double(y) + 0.5
      for i in 0..<count {
        let px = Double(x + i) + 0.5
        let ux = inv.a * px + inv.c * py + inv.tx - center.x
        let uy = inv.b * px + inv.d * py + inv.ty - center.y
        let dist = (ux * ux + uy * uy).squareRoot()
        out[i] = lookup((dist - r0) * scale)
      }
    case .image(let sampler):
      sampler.shade(x: x, y: y, count: count, into: out)
    }
  }
}

extension ShaderContext {
  /// A solid premultiplied color.
  init(solid color: UInt32) {
    self.kind = .solid(color)
    self.table = []
  }

  /// An image sampler.
  init(image: ImageSampler) {
    self.kind = .image(image)
    self.table = []
  }
}
