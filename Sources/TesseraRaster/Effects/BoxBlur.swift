/// The Gaussian blur of CSS and SVG, approximated the way the Filter Effects specification
/// describes: three successive box blurs per axis.
///
/// For a standard deviation `s` in pixels, `d = floor(s × 3 × √(2π) / 4 + 0.5)`. When `d` is odd
/// the three boxes are `d` wide and centered; when it is even, two are `d` wide (offset half a
/// pixel left, then right) and one is `d + 1` wide and centered. Each box averages with
/// `round(sum / size)` in integers, so results are identical everywhere.
struct BoxBlur {
  /// `3 × √(2π) / 4`, written out so no libm call is involved.
  static let factor = 1.879_971_205_973_250_3

  /// Pixels reached on the left and right of each box pass.
  let passes: [(lo: Int, hi: Int)]

  init(sigma: Double) {
    let d = sigma.isFinite && sigma > 0 ? Int((sigma * BoxBlur.factor + 0.5).rounded(.down)) : 0
    if d <= 1 {
      passes = []
    } else if d % 2 == 1 {
      let r = (d - 1) / 2
      passes = [(r, r), (r, r), (r, r)]
    } else {
      let h = d / 2
      passes = [(h, h - 1), (h - 1, h), (h, h)]
    }
  }

  /// How far the blur spreads a pixel in each direction.
  var extent: Int { passes.reduce(0) { $0 + max($1.lo, $1.hi) } }

  var isIdentity: Bool { passes.isEmpty }

  /// Blurs a `width × height` mask in place; pixels outside count as `edge`.
  func apply(_ data: inout [UInt8], width: Int, height: Int, edge: UInt8 = 0) {
    guard !passes.isEmpty, width > 0, height > 0 else { return }
    var tmp = [UInt8](repeating: 0, count: data.count)
    data.withUnsafeMutableBufferPointer { d in
      tmp.withUnsafeMutableBufferPointer { t in
        var src = d
        var dst = t
        for p in passes {
          BoxBlur.horizontal(src, dst, width, height, p.lo, p.hi, edge)
          swap(&src, &dst)
        }
        for p in passes {
          BoxBlur.vertical(src, dst, width, height, p.lo, p.hi, edge)
          swap(&src, &dst)
        }
        // Six passes: the result is back in `d`.
      }
    }
  }

  /// Blurs the premultiplied pixels of `rect` (in the pixmap's coordinates) in place, each
  /// channel on its own; pixels outside `rect` count as transparent. Blurring premultiplied
  /// channels with one monotonic rounding keeps every color at most its alpha.
  func apply(to pixmap: inout Pixmap, in rect: IntRect) {
    let r = rect.intersection(pixmap.bounds)
    guard !passes.isEmpty, !r.isEmpty else { return }
    let w = r.width
    let h = r.height
    var planes = [[UInt8]](repeating: [UInt8](repeating: 0, count: w * h), count: 4)
    for y in 0..<h {
      let row = (r.y0 + y) * pixmap.width + r.x0
      for x in 0..<w {
        let p = pixmap.pixels[row + x]
        for c in 0..<4 { planes[c][y * w + x] = UInt8(truncatingIfNeeded: p >> UInt32(8 * c)) }
      }
    }
    for c in 0..<4 { apply(&planes[c], width: w, height: h) }
    for y in 0..<h {
      let row = (r.y0 + y) * pixmap.width + r.x0
      for x in 0..<w {
        let i = y * w + x
        pixmap.pixels[row + x] =
          UInt32(planes[0][i]) | UInt32(planes[1][i]) << 8 | UInt32(planes[2][i]) << 16 | UInt32(planes[3][i])
          << 24
      }
    }
  }

  @inline(__always)
  private static func horizontal(
    _ src: UnsafeMutableBufferPointer<UInt8>, _ dst: UnsafeMutableBufferPointer<UInt8>, _ w: Int,
    _ h: Int, _ lo: Int, _ hi: Int, _ edge: UInt8
  ) {
    let size = lo + hi + 1
    let mul = (1 << 24) / size + 1
    let e = Int(edge)
    for y in 0..<h {
      let row = y * w
      // Window [x - lo, x + hi].
      var sum = 0
      for k in -lo...hi { sum += k < 0 || k >= w ? e : Int(src[row + k]) }
      for x in 0..<w {
        dst[row + x] = UInt8(truncatingIfNeeded: min(255, (sum * mul + (1 << 23)) >> 24))
        let add = x + hi + 1
        let sub = x - lo
        sum += add >= w ? e : Int(src[row + add])
        sum -= sub < 0 ? e : Int(src[row + sub])
      }
    }
  }

  @inline(__always)
  private static func vertical(
    _ src: UnsafeMutableBufferPointer<UInt8>, _ dst: UnsafeMutableBufferPointer<UInt8>, _ w: Int,
    _ h: Int, _ lo: Int, _ hi: Int, _ edge: UInt8
  ) {
    let size = lo + hi + 1
    let mul = (1 << 24) / size + 1
    let e = Int(edge)
    var sums = [Int](repeating: 0, count: w)
    sums.withUnsafeMutableBufferPointer { s in
      for k in -lo...hi {
        if k < 0 || k >= h {
          for x in 0..<w { s[x] += e }
        } else {
          for x in 0..<w { s[x] += Int(src[k * w + x]) }
        }
      }
      for y in 0..<h {
        let row = y * w
        for x in 0..<w {
          dst[row + x] = UInt8(truncatingIfNeeded: min(255, (s[x] * mul + (1 << 23)) >> 24))
        }
        let add = y + hi + 1
        let sub = y - lo
        if add >= h {
          for x in 0..<w { s[x] += e }
        } else {
          for x in 0..<w { s[x] += Int(src[add * w + x]) }
        }
        if sub < 0 {
          for x in 0..<w { s[x] -= e }
        } else {
          for x in 0..<w { s[x] -= Int(src[sub * w + x]) }
        }
      }
    }
  }
}
