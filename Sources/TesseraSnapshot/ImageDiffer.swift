import TesseraRaster

/// Compares two images under a tolerance and draws what changed.
///
/// The perceptual rule follows pixelmatch's published method: colors are blended on white,
/// converted to YIQ, and their weighted squared difference (`0.5053·ΔY² + 0.299·ΔI² +
/// 0.1957·ΔQ²`) is compared with `35215 × threshold²`. A differing pixel is anti-aliasing when, in
/// either image, it has at most two equal neighbors, both a darker and a brighter neighbor, and
/// the darkest or brightest of those sits in a flat area (three or more identical neighbors) in
/// both images.
public enum ImageDiffer {
  /// What each pixel turned out to be.
  public enum PixelState: UInt8, Sendable {
    /// Equal, or within the per-pixel rule.
    case same = 0
    /// Differing.
    case changed = 1
    /// Differing, but anti-aliasing.
    case antialiased = 2
  }

  /// Compares `actual` with `expected`.
  /// - Returns: the comparison, and the state of every pixel (empty when the sizes differ or the
  ///   images are identical).
  public static func compare(expected: Pixmap, actual: Pixmap, tolerance: ImageTolerance = .exact)
    -> (comparison: ImageComparison, states: [PixelState])
  {
    let es = (expected.width, expected.height)
    let asz = (actual.width, actual.height)
    guard es == asz else {
      return (
        ImageComparison(
          verdict: .different, expectedSize: es, actualSize: asz, differingPixels: 0, antialiasedPixels: 0,
          largestChannelDelta: 0, changedBounds: nil), []
      )
    }
    if expected.pixels == actual.pixels {
      return (
        ImageComparison(
          verdict: .identical, expectedSize: es, actualSize: asz, differingPixels: 0, antialiasedPixels: 0,
          largestChannelDelta: 0, changedBounds: nil), []
      )
    }
    let w = expected.width
    let h = expected.height
    var states = [PixelState](repeating: .same, count: w * h)
    var differing = 0
    var aa = 0
    var largest = 0
    var x0 = Int.max
    var y0 = Int.max
    var x1 = -1
    var y1 = -1
    let e = expected.pixels
    let a = actual.pixels
    for y in 0..<h {
      for x in 0..<w {
        let i = y * w + x
        let p = e[i]
        let q = a[i]
        if p == q { continue }
        let d = channelDelta(p, q)
        largest = max(largest, d)
        var changed: Bool
        var isAA = false
        switch tolerance.pixel {
        case .exact: changed = true
        case .channelDelta(let limit): changed = d > limit
        case .perceptual(let threshold, let ignoreAA):
          let maxDelta = 35215 * threshold * threshold
          changed = abs(colorDelta(p, q)) > maxDelta
          if changed && ignoreAA
            && (antialiased(e, x, y, w, h, other: a) || antialiased(a, x, y, w, h, other: e))
          {
            changed = false
            isAA = true
          }
        }
        if changed {
          states[i] = .changed
          differing += 1
          x0 = min(x0, x)
          y0 = min(y0, y)
          x1 = max(x1, x + 1)
          y1 = max(y1, y + 1)
        } else if isAA {
          states[i] = .antialiased
          aa += 1
        }
      }
    }
    let total = w * h
    let allowed = max(
      tolerance.maxDifferingPixels, Int((tolerance.maxDifferingFraction * Double(total)).rounded(.down)))
    let verdict: ImageComparison.Verdict = differing <= allowed ? .withinTolerance : .different
    return (
      ImageComparison(
        verdict: verdict, expectedSize: es, actualSize: asz, differingPixels: differing,
        antialiasedPixels: aa,
        largestChannelDelta: largest, changedBounds: x1 >= 0 ? IntRect(x0: x0, y0: y0, x1: x1, y1: y1) : nil),
      states
    )
  }

  static func channelDelta(_ p: UInt32, _ q: UInt32) -> Int {
    var d = 0
    for shift in stride(from: 0 as UInt32, to: 32, by: 8) {
      let a = Int((p >> shift) & 0xFF)
      let b = Int((q >> shift) & 0xFF)
      d = max(d, abs(a - b))
    }
    return d
  }

  /// A premultiplied pixel blended on white, as (r, g, b).
  static func onWhite(_ p: UInt32) -> (Double, Double, Double) {
    let a = Double(p >> 24)
    let white = 255 - a
    return (Double(p & 0xFF) + white, Double((p >> 8) & 0xFF) + white, Double((p >> 16) & 0xFF) + white)
  }

  static func luma(_ c: (Double, Double, Double)) -> Double {
    0.29889531 * c.0 + 0.58662247 * c.1 + 0.11448223 * c.2
  }

  /// pixelmatch's YIQ color distance (signed by brightness).
  static func colorDelta(_ p: UInt32, _ q: UInt32, lumaOnly: Bool = false) -> Double {
    let c1 = onWhite(p)
    let c2 = onWhite(q)
    let y = luma(c1) - luma(c2)
    if lumaOnly { return y }
    let i =
      (0.59597799 * c1.0 - 0.27417610 * c1.1 - 0.32180189 * c1.2)
      - (0.59597799 * c2.0 - 0.27417610 * c2.1 - 0.32180189 * c2.2)
    let q2 =
      (0.21147017 * c1.0 - 0.52261711 * c1.1 + 0.31114694 * c1.2)
      - (0.21147017 * c2.0 - 0.52261711 * c2.1 + 0.31114694 * c2.2)
    let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q2 * q2
    return luma(c1) > luma(c2) ? -delta : delta
  }

  static func antialiased(_ img: [UInt32], _ x: Int, _ y: Int, _ w: Int, _ h: Int, other: [UInt32]) -> Bool {
    var zeroes = 0
    var minDelta = 0.0
    var maxDelta = 0.0
    var minPos = (0, 0)
    var maxPos = (0, 0)
    let center = img[y * w + x]
    for ny in max(0, y - 1)...min(h - 1, y + 1) {
      for nx in max(0, x - 1)...min(w - 1, x + 1) where nx != x || ny != y {
        let delta = colorDelta(center, img[ny * w + nx], lumaOnly: true)
        if delta == 0 {
          zeroes += 1
          if zeroes > 2 { return false }
        } else if delta < minDelta {
          minDelta = delta
          minPos = (nx, ny)
        } else if delta > maxDelta {
          maxDelta = delta
          maxPos = (nx, ny)
        }
      }
    }
    if minDelta == 0 || maxDelta == 0 { return false }
    return (flat(img, minPos, w, h) && flat(other, minPos, w, h))
      || (flat(img, maxPos, w, h) && flat(other, maxPos, w, h))
  }

  /// Whether a pixel has three or more identical neighbors.
  static func flat(_ img: [UInt32], _ pos: (Int, Int), _ w: Int, _ h: Int) -> Bool {
    let (x, y) = pos
    let c = img[y * w + x]
    var same = (x == 0 || y == 0 || x == w - 1 || y == h - 1) ? 1 : 0
    for ny in max(0, y - 1)...min(h - 1, y + 1) {
      for nx in max(0, x - 1)...min(w - 1, x + 1) where nx != x || ny != y {
        if img[ny * w + nx] == c {
          same += 1
          if same > 2 { return true }
        }
      }
    }
    return false
  }

  /// The diff image: changed pixels red, anti-aliasing yellow, the rest a faded gray copy of the
  /// expected image. Nil when there is no per-pixel state (sizes differ, or images identical).
  public static func diffImage(expected: Pixmap, states: [PixelState]) -> Pixmap? {
    guard states.count == expected.pixels.count else { return nil }
    var out = expected.pixels
    for i in out.indices {
      switch states[i] {
      case .changed: out[i] = 0xFF00_00FF
      case .antialiased: out[i] = 0xFF00_FFFF
      case .same:
        let y = luma(onWhite(out[i]))
        let g = UInt32(max(0, min(255, (255 + (y - 255) * 0.1).rounded())))
        out[i] = g | g << 8 | g << 16 | 0xFF00_0000
      }
    }
    return try? Pixmap(width: expected.width, height: expected.height, pixels: out)
  }

  /// One image holding `images` side by side (expected | diff | actual), separated by 8 pixels
  /// of gray, on white.
  public static func sideBySide(_ images: [Pixmap]) -> Pixmap? {
    let gap = 8
    let w = images.reduce(0) { $0 + $1.width } + gap * max(0, images.count - 1)
    let h = images.map(\.height).max() ?? 1
    let width = max(1, w)
    var px = [UInt32](
      repeating: PremultipliedColor(r: 200, g: 200, b: 200, a: 255).packed, count: width * max(1, h))
    var x = 0
    for img in images {
      for row in 0..<img.height {
        for col in 0..<img.width {
          let p = img.pixels[row * img.width + col]
          // Composite on white so transparent areas show as white.
          let a = p >> 24
          px[row * width + x + col] = a == 255 ? p : p &+ scaleWhite(255 - a)
        }
      }
      x += img.width + gap
    }
    return try? Pixmap(width: width, height: max(1, h), pixels: px)
  }

  static func scaleWhite(_ f: UInt32) -> UInt32 { f | f << 8 | f << 16 | f << 24 }
}
