import TesseraGeometry

/// A shader resolved for one draw: device-space parameters and a color table.
struct ShaderContext {
  enum Kind {
    case solid(UInt32)
    /// t = a·x + b·y + c at pixel centers.
    case linear(a: Double, b: Double, c: Double)
    /// Device → user transform, center, start radius, 1 / (end − start).
    case radial(inv: AffineTransform, center: Point, r0: Double, scale: Double)
    /// Device → user transform, center, the start angle and the arc's signed span, in turns.
    case angular(inv: AffineTransform, center: Point, start: Double, span: Double)
    /// Device → user transform, center, 1 / radii, start fraction, 1 / (end − start).
    case elliptical(inv: AffineTransform, center: Point, kx: Double, ky: Double, f0: Double, scale: Double)
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
    case .angularGradient(let g):
      table = g.gradient.colorTable(opacity: op)
      guard let inv = transform.inverted(), g.center.isFinite, g.startAngle.isFinite, g.endAngle.isFinite
      else {
        return nil
      }
      // In turns: 2π written out, so no libm call is involved.
      let twoPi = 6.283_185_307_179_586
      let start = g.startAngle / twoPi
      let span = (g.endAngle - g.startAngle) / twoPi
      guard abs(span) > 1e-12 else {
        kind = .constant(table.last ?? 0)
        return
      }
      kind = .angular(inv: inv, center: g.center, start: start, span: span)
    case .ellipticalGradient(let g):
      table = g.gradient.colorTable(opacity: op)
      guard let inv = transform.inverted(), g.center.isFinite, g.radiusX.isFinite, g.radiusY.isFinite,
        g.startFraction.isFinite, g.endFraction.isFinite
      else { return nil }
      let span = g.endFraction - g.startFraction
      guard abs(span) > 1e-12, abs(g.radiusX) > 1e-12, abs(g.radiusY) > 1e-12 else {
        kind = .constant(table.last ?? 0)
        return
      }
      kind = .elliptical(
        inv: inv, center: g.center, kx: 1 / abs(g.radiusX), ky: 1 / abs(g.radiusY), f0: g.startFraction,
        scale: 1 / span)
    case .imagePattern(let p):
      table = []
      guard p.transform.isFinite else { return nil }
      var m = p.transform.concatenating(transform)
      var img = p.image
      if p.filter == .bilinear {
        // Mip levels as `drawImage` takes them, while the tile halves exactly (even sides), so
        // the period stays whole.
        var s = abs(m.determinant).squareRoot()
        while s.isFinite && s < 0.5 && img.width > 1 && img.height > 1
          && (!p.repeatsHorizontally || img.width % 2 == 0) && (!p.repeatsVertically || img.height % 2 == 0)
        {
          img = img.halved()
          m = AffineTransform(scaleX: 2, y: 2).concatenating(m)
          s *= 2
        }
      }
      guard let inv = m.inverted(), inv.isFinite else { return nil }
      kind = .image(
        ImageSampler(
          image: img, inverse: inv, filter: p.filter, opacity: UInt32(Color.to8(op)), tiled: true,
          repeatsX: p.repeatsHorizontally, repeatsY: p.repeatsVertically))
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
      PixelFill.fill(out, with: c, count: count)
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
    case .angular(let inv, let center, let start, let span):
      let py = Double(y) + 0.5
      let s = abs(span)
      for i in 0..<count {
        let px = Double(x + i) + 0.5
        let ux = inv.a * px + inv.c * py + inv.tx - center.x
        let uy = inv.b * px + inv.d * py + inv.ty - center.y
        // Turns from the start angle in the arc's direction, in 0..<1.
        var u = AngularGradient.turns(x: ux, y: uy) - start
        u -= u.rounded(.down)
        if span < 0 && u > 0 { u = 1 - u }
        let t: Double
        if s >= 1 {
          // More than a turn: the last complete turn is drawn.
          t = (u + (s - u).rounded(.down)) / s
        } else if u <= s {
          t = u / s
        } else {
          // The gap after the arc: location 1's color for its first half, location 0's after.
          t = u - s < (1 - s) / 2 ? 1 : 0
        }
        out[i] = lookup(t)
      }
    case .elliptical(let inv, let center, let kx, let ky, let f0, let scale):
      let py = Double(y) + 0.5
      for i in 0..<count {
        let px = Double(x + i) + 0.5
        let ux = (inv.a * px + inv.c * py + inv.tx - center.x) * kx
        let uy = (inv.b * px + inv.d * py + inv.ty - center.y) * ky
        out[i] = lookup(((ux * ux + uy * uy).squareRoot() - f0) * scale)
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
