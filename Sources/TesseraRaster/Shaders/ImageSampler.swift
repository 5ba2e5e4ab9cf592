import TesseraGeometry

/// Samples a pixmap at device pixel centers through an inverse transform, in integers.
struct ImageSampler: Sendable {
  let image: Pixmap
  /// Device → image pixel space.
  let inverse: AffineTransform
  let filter: ImageFilter
  let opacity: UInt32
  /// Whether the image repeats over the plane (an ``ImagePattern``) instead of its edge pixels
  /// extending. Default false.
  var tiled = false
  /// With `tiled`: whether it repeats left and right (else its edge columns extend).
  var repeatsX = true
  /// With `tiled`: whether it repeats up and down (else its edge rows extend).
  var repeatsY = true

  /// Linear interpolation of two packed pixels, `f` in 0...256, rounded.
  @inline(__always)
  static func lerp(_ p: UInt32, _ q: UInt32, _ f: UInt32) -> UInt32 {
    // Written in typed steps: as one expression it cost the type checker over a second.
    let g: UInt32 = 256 &- f
    let mask: UInt32 = 0x00FF_00FF
    let half: UInt32 = 0x0080_0080
    let pRB: UInt32 = p & mask
    let qRB: UInt32 = q & mask
    let pAG: UInt32 = (p >> 8) & mask
    let qAG: UInt32 = (q >> 8) & mask
    let rbSum: UInt32 = pRB &* g &+ qRB &* f &+ half
    let agSum: UInt32 = pAG &* g &+ qAG &* f &+ half
    return ((rbSum >> 8) & mask) | (agSum & 0xFF00_FF00)
  }

  /// `v` split into a whole part taken modulo `n` (0..<n) and a fraction in 256ths; nil when `v`
  /// is not finite or too large to be a position. Integer conversions only.
  @inline(__always)
  static func wrapped(_ v: Double, _ n: Int) -> (index: Int, fraction: UInt32)? {
    guard v.isFinite, v > -1e15, v < 1e15 else { return nil }
    var i = Int(v)
    if Double(i) > v { i -= 1 }
    let f = UInt32(Int((v - Double(i)) * 256))
    var m = i % n
    if m < 0 { m += n }
    return (m, min(f, 255))
  }

  /// `v` as a pixel index and the index after it, with their fraction in 256ths: taken modulo
  /// `n` when `repeats`, else clamped to the edge pixel. Nil when `v` is not a position.
  @inline(__always)
  static func neighbors(_ v: Double, _ n: Int, repeats: Bool) -> (Int, Int, UInt32)? {
    if repeats {
      guard let (a, f) = wrapped(v, n) else { return nil }
      return (a, a + 1 == n ? 0 : a + 1, f)
    }
    guard v.isFinite else { return nil }
    let c = max(-1, min(Double(n), v))
    var i = Int(c)
    if Double(i) > c { i -= 1 }
    let f = min(255, UInt32(Int((c - Double(i)) * 256)))
    return (min(n - 1, max(0, i)), min(n - 1, max(0, i + 1)), f)
  }

  /// Writes the colors of pixels `x..<x+count` of row `y` into `out`: bilinear or nearest,
  /// each axis repeating (a tiled pattern's) or extending its edge pixels.
  func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
    let w = image.width
    let h = image.height
    let py = Double(y) + 0.5
    let t = inverse
    let wrapX = tiled && repeatsX
    let wrapY = tiled && repeatsY
    image.pixels.withUnsafeBufferPointer { px in
      for i in 0..<count {
        let pxd = Double(x + i) + 0.5
        let u = t.a * pxd + t.c * py + t.tx
        let v = t.b * pxd + t.d * py + t.ty
        var c: UInt32 = 0
        if filter == .nearest {
          if let (ix, _, _) = ImageSampler.neighbors(u, w, repeats: wrapX),
            let (iy, _, _) = ImageSampler.neighbors(v, h, repeats: wrapY)
          {
            c = px[iy * w + ix]
          }
        } else if let (xa, xb, fx) = ImageSampler.neighbors(u - 0.5, w, repeats: wrapX),
          let (ya, yb, fy) = ImageSampler.neighbors(v - 0.5, h, repeats: wrapY)
        {
          let top = ImageSampler.lerp(px[ya * w + xa], px[ya * w + xb], fx)
          let bottom = ImageSampler.lerp(px[yb * w + xa], px[yb * w + xb], fx)
          c = ImageSampler.lerp(top, bottom, fy)
        }
        if opacity != 255 { c = Blend.scale(c, opacity) }
        out[i] = c
      }
    }
  }
}

extension Pixmap {
  /// A half-size copy, each pixel the rounded mean of a 2x2 block (edge pixels repeat for odd
  /// sizes).
  func halved() -> Pixmap {
    let nw = max(1, (width + 1) / 2)
    let nh = max(1, (height + 1) / 2)
    var out = [UInt32](repeating: 0, count: nw * nh)
    for y in 0..<nh {
      let y0 = min(height - 1, 2 * y)
      let y1 = min(height - 1, 2 * y + 1)
      for x in 0..<nw {
        let x0 = min(width - 1, 2 * x)
        let x1 = min(width - 1, 2 * x + 1)
        let a = pixels[y0 * width + x0]
        let b = pixels[y0 * width + x1]
        let c = pixels[y1 * width + x0]
        let d = pixels[y1 * width + x1]
        var r: UInt32 = 0
        for shift in stride(from: 0 as UInt32, to: 32, by: 8) {
          let s =
            ((a >> shift) & 0xFF) + ((b >> shift) & 0xFF) + ((c >> shift) & 0xFF) + ((d >> shift) & 0xFF)
          r |= ((s + 2) >> 2) << shift
        }
        out[y * nw + x] = r
      }
    }
    return (try? Pixmap(width: nw, height: nh, pixels: out)) ?? self
  }
}
