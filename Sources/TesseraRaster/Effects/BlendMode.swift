/// How a layer's pixels combine with what is behind them: the separable and non-separable blend
/// modes of the W3C Compositing and Blending specification (as Core Graphics and SwiftUI's
/// `BlendMode` name them), and the Porter-Duff operators SwiftUI adds.
///
/// Every mode works on premultiplied RGBA8 in integers, or in `Double` with `+ − × ÷` and
/// `squareRoot()` only (soft light and the hue, saturation, color and luminosity modes), all
/// correctly rounded by IEEE 754: the same bytes on every machine.
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
  /// Source over: the source covers the backdrop by its alpha.
  case normal
  /// The product of the colors: never lighter.
  case multiply
  /// The inverse of the product of the inverses: never darker.
  case screen
  /// Multiply or screen by the backdrop's lightness (hard light with the layers swapped).
  case overlay
  /// The darker of the two colors, per channel.
  case darken
  /// The lighter of the two colors, per channel.
  case lighten
  /// The backdrop brightened to reflect the source.
  case colorDodge
  /// The backdrop darkened to reflect the source.
  case colorBurn
  /// Darkens or lightens by the source, softly (the W3C formula).
  case softLight
  /// Multiply or screen by the source's lightness.
  case hardLight
  /// The absolute difference of the colors.
  case difference
  /// Like difference, with lower contrast.
  case exclusion
  /// The source's hue with the backdrop's saturation and luminosity.
  case hue
  /// The source's saturation with the backdrop's hue and luminosity.
  case saturation
  /// The source's hue and saturation with the backdrop's luminosity.
  case color
  /// The source's luminosity with the backdrop's hue and saturation.
  case luminosity
  /// The source only where the backdrop is, over it; the backdrop's alpha is kept.
  case sourceAtop
  /// The backdrop over the source.
  case destinationOver
  /// The backdrop where the source is not.
  case destinationOut
  /// The sum of the inverted colors, inverted (Core Graphics' plus darker).
  case plusDarker
  /// The sum of the colors, clamped (Porter-Duff plus).
  case plusLighter

  /// `src` (premultiplied, already scaled by its coverage) blended onto `dst`.
  @inline(__always)
  func blend(_ src: UInt32, onto dst: UInt32) -> UInt32 {
    let sa = Int(src >> 24)
    if sa == 0 && self != .sourceAtop && self != .destinationOut { return dst }
    let da = Int(dst >> 24)
    let s = (Int(src & 0xFF), Int((src >> 8) & 0xFF), Int((src >> 16) & 0xFF))
    let d = (Int(dst & 0xFF), Int((dst >> 8) & 0xFF), Int((dst >> 16) & 0xFF))
    switch self {
    case .normal:
      return Blend.over(src, dst)
    case .plusLighter:
      return Self.pack(min(255, s.0 + d.0), min(255, s.1 + d.1), min(255, s.2 + d.2), min(255, sa + da))
    case .plusDarker:
      let a = min(255, sa + da)
      func c(_ x: Int, _ y: Int) -> Int { max(0, a - ((sa - x) + (da - y))) }
      return Self.pack(c(s.0, d.0), c(s.1, d.1), c(s.2, d.2), a)
    case .sourceAtop:
      func c(_ x: Int, _ y: Int) -> Int { Self.div255(x * da + y * (255 - sa)) }
      return Self.pack(c(s.0, d.0), c(s.1, d.1), c(s.2, d.2), da)
    case .destinationOver:
      func c(_ x: Int, _ y: Int) -> Int { y + Self.div255(x * (255 - da)) }
      return Self.pack(c(s.0, d.0), c(s.1, d.1), c(s.2, d.2), da + Self.div255(sa * (255 - da)))
    case .destinationOut:
      func c(_ y: Int) -> Int { Self.div255(y * (255 - sa)) }
      return Self.pack(c(d.0), c(d.1), c(d.2), c(da))
    default:
      break
    }
    if da == 0 { return src }
    // The W3C general formula: co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cs, Cb), on straight
    // colors Cs, Cb; one rounding at the end.
    let us = (Self.straight(s.0, sa), Self.straight(s.1, sa), Self.straight(s.2, sa))
    let ud = (Self.straight(d.0, da), Self.straight(d.1, da), Self.straight(d.2, da))
    let mixed: (Int, Int, Int)
    switch self {
    case .hue, .saturation, .color, .luminosity:
      mixed = Self.nonSeparable(self, us, ud)
    default:
      mixed = (separable(us.0, ud.0), separable(us.1, ud.1), separable(us.2, ud.2))
    }
    let ao = sa + da - Self.div255(sa * da)
    func out(_ cs: Int, _ cb: Int, _ b: Int) -> Int {
      let sum = cs * (255 - da) * 255 + cb * (255 - sa) * 255 + sa * da * b
      return min(ao, (sum + 32_512) / 65_025)
    }
    return Self.pack(out(s.0, d.0, mixed.0), out(s.1, d.1, mixed.1), out(s.2, d.2, mixed.2), ao)
  }

  /// B(Cs, Cb) of a separable mode, straight colors in 0...255.
  @inline(__always)
  private func separable(_ cs: Int, _ cb: Int) -> Int {
    switch self {
    case .multiply: return Self.div255(cs * cb)
    case .screen: return cs + cb - Self.div255(cs * cb)
    case .overlay: return Self.hardLight(cb, cs)
    case .darken: return min(cs, cb)
    case .lighten: return max(cs, cb)
    case .colorDodge:
      if cb == 0 { return 0 }
      if cs == 255 { return 255 }
      return min(255, (cb * 255 + (255 - cs) / 2) / (255 - cs))
    case .colorBurn:
      if cb == 255 { return 255 }
      if cs == 0 { return 0 }
      return 255 - min(255, ((255 - cb) * 255 + cs / 2) / cs)
    case .hardLight: return Self.hardLight(cs, cb)
    case .softLight:
      let s = Double(cs) / 255
      let b = Double(cb) / 255
      let r: Double
      if s <= 0.5 {
        r = b - (1 - 2 * s) * b * (1 - b)
      } else {
        let dd = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
        r = b + (2 * s - 1) * (dd - b)
      }
      return Int((min(1, max(0, r)) * 255).rounded())
    case .difference: return abs(cs - cb)
    case .exclusion: return cs + cb - 2 * Self.div255(cs * cb)
    default: return cs
    }
  }

  private static func hardLight(_ cs: Int, _ cb: Int) -> Int {
    2 * cs <= 255 ? div255(cb * 2 * cs) : cb + (2 * cs - 255) - div255(cb * (2 * cs - 255))
  }

  /// The W3C non-separable modes (Lum, SetLum, ClipColor, Sat, SetSat), in 0...1.
  private static func nonSeparable(_ mode: BlendMode, _ s: (Int, Int, Int), _ b: (Int, Int, Int)) -> (
    Int, Int, Int
  ) {
    typealias RGB = (Double, Double, Double)
    let cs: RGB = (Double(s.0) / 255, Double(s.1) / 255, Double(s.2) / 255)
    let cb: RGB = (Double(b.0) / 255, Double(b.1) / 255, Double(b.2) / 255)
    func lum(_ c: RGB) -> Double { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }
    func clip(_ c: RGB) -> RGB {
      let l = lum(c)
      let n = min(c.0, c.1, c.2)
      let x = max(c.0, c.1, c.2)
      var r = c
      if n < 0 { r = (l + (r.0 - l) * l / (l - n), l + (r.1 - l) * l / (l - n), l + (r.2 - l) * l / (l - n)) }
      if x > 1 {
        r = (
          l + (r.0 - l) * (1 - l) / (x - l), l + (r.1 - l) * (1 - l) / (x - l),
          l + (r.2 - l) * (1 - l) / (x - l)
        )
      }
      return r
    }
    func setLum(_ c: RGB, _ l: Double) -> RGB {
      let d = l - lum(c)
      return clip((c.0 + d, c.1 + d, c.2 + d))
    }
    func sat(_ c: RGB) -> Double { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }
    func setSat(_ c: RGB, _ s: Double) -> RGB {
      var v = [c.0, c.1, c.2]
      let order = [0, 1, 2].sorted { v[$0] < v[$1] }
      let (lo, mid, hi) = (order[0], order[1], order[2])
      if v[hi] > v[lo] {
        v[mid] = (v[mid] - v[lo]) * s / (v[hi] - v[lo])
        v[hi] = s
      } else {
        v[mid] = 0
        v[hi] = 0
      }
      v[lo] = 0
      return (v[0], v[1], v[2])
    }
    let r: RGB
    switch mode {
    case .hue: r = setLum(setSat(cs, sat(cb)), lum(cb))
    case .saturation: r = setLum(setSat(cb, sat(cs)), lum(cb))
    case .color: r = setLum(cs, lum(cb))
    default: r = setLum(cb, lum(cs))
    }
    func q(_ x: Double) -> Int { Int((min(1, max(0, x)) * 255).rounded()) }
    return (q(r.0), q(r.1), q(r.2))
  }

  @inline(__always)
  private static func straight(_ c: Int, _ a: Int) -> Int { a == 0 ? 0 : min(255, (c * 255 + a / 2) / a) }

  @inline(__always)
  private static func div255(_ x: Int) -> Int { Int(TesseraRaster.div255(UInt32(max(0, x)))) }

  @inline(__always)
  private static func pack(_ r: Int, _ g: Int, _ b: Int, _ a: Int) -> UInt32 {
    let a = min(255, max(0, a))
    func c(_ x: Int) -> UInt32 { UInt32(min(a, max(0, x))) }
    return c(r) | c(g) << 8 | c(b) << 16 | UInt32(a) << 24
  }
}
