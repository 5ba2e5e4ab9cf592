/// Source-over compositing of premultiplied RGBA8 pixels: the one rounding rule.
///
/// With `s` the source scaled by coverage and `d` the destination, every channel is
/// `d′ = s + round(d × (255 − sₐ) / 255)`, where scaling by coverage `c` is
/// `s = round(src × c / 255)`. Both roundings use ``div255(_:)``. The result never overflows a
/// channel, so two lanes are computed at once in a 32-bit word.
enum Blend {
  /// Whether the eight-pixel paths run (release builds only).
  #if DEBUG
    static let usesSIMD = false
  #else
    static let usesSIMD = true
  #endif

  /// Each channel of a packed pixel times `f / 255`, rounded to nearest.
  @inline(__always)
  static func scale(_ p: UInt32, _ f: UInt32) -> UInt32 {
    var rb = (p & 0x00FF_00FF) &* f &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var ag = ((p >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080
    ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return rb | ag
  }

  /// `s` over `d`.
  @inline(__always)
  static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
    let inv = 255 &- (s >> 24)
    if inv == 0 { return s }
    if inv == 255 { return d }
    return s &+ scale(d, inv)
  }

  /// A solid color over a run of pixels, each with its own coverage. Eight pixels at a time
  /// use the same arithmetic as ``over(_:_:)`` and ``scale(_:_:)`` lane by lane:
  /// `s = scale(color, c)`, `d′ = s + scale(d, 255 − sₐ)`, which is `over` for every `s`.
  @inline(__always)
  static func solidRow(
    _ dst: UnsafeMutablePointer<UInt32>, _ color: UInt32, _ cov: UnsafePointer<UInt8>, _ count: Int,
    simd: Bool = Blend.usesSIMD
  ) {
    let opaque = color >> 24 == 255
    var i = 0
    // Debug builds take the scalar loop: unoptimized SIMD types are many times slower than plain
    // integers. Both paths give the same bits (BlendTests, run in release by CI).
    if simd && count >= 8 {
      let raw = UnsafeMutableRawPointer(dst)
      let craw = UnsafeRawPointer(cov)
      let colors = SIMD8<UInt32>(repeating: color)
      let full = SIMD8<UInt32>(repeating: 255)
      while i + 8 <= count {
        let c8 = craw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        if c8 == 0 {
          i += 8
          continue
        }
        if c8 == ~0 && opaque {
          (dst + i).update(repeating: color, count: 8)
          i += 8
          continue
        }
        let c = SIMD8<UInt32>(
          UInt32(truncatingIfNeeded: c8 & 0xFF), UInt32(truncatingIfNeeded: (c8 >> 8) & 0xFF),
          UInt32(truncatingIfNeeded: (c8 >> 16) & 0xFF), UInt32(truncatingIfNeeded: (c8 >> 24) & 0xFF),
          UInt32(truncatingIfNeeded: (c8 >> 32) & 0xFF), UInt32(truncatingIfNeeded: (c8 >> 40) & 0xFF),
          UInt32(truncatingIfNeeded: (c8 >> 48) & 0xFF), UInt32(truncatingIfNeeded: c8 >> 56))
        let s = scale8(colors, c)
        let d = raw.loadUnaligned(fromByteOffset: 4 * i, as: SIMD8<UInt32>.self)
        raw.storeBytes(of: s &+ scale8(d, full &- (s &>> 24)), toByteOffset: 4 * i, as: SIMD8<UInt32>.self)
        i += 8
      }
    }
    while i < count {
      let c = UInt32(cov[i])
      if c == 255 {
        dst[i] = opaque ? color : over(color, dst[i])
      } else if c != 0 {
        dst[i] = over(scale(color, c), dst[i])
      }
      i += 1
    }
  }

  /// A solid color over a run of pixels at one coverage.
  @inline(__always)
  static func solidSpan(
    _ dst: UnsafeMutablePointer<UInt32>, _ color: UInt32, _ c: UInt32, _ count: Int,
    simd: Bool = Blend.usesSIMD
  ) {
    guard c != 0, count > 0 else { return }
    let s = c == 255 ? color : scale(color, c)
    if s >> 24 == 255 {
      PixelFill.fill(dst, with: s, count: count)
      return
    }
    let inv = 255 &- (s >> 24)
    if inv == 255 { return }
    overSpan(dst, s, inv, count, simd: simd)
  }

  /// `dst[i] = s + dst[i] × inv / 255` over a run, eight pixels at a time with exactly
  /// ``scale(_:_:)``'s two-lanes-per-word arithmetic.
  @inline(__always)
  static func overSpan(
    _ dst: UnsafeMutablePointer<UInt32>, _ s: UInt32, _ inv: UInt32, _ count: Int, simd: Bool = Blend.usesSIMD
  ) {
    var i = 0
    // Debug builds take the scalar loop: unoptimized SIMD types are many times slower than plain
    // integers. Both paths give the same bits (BlendTests, run in release by CI).
    if simd && count >= 8 {
      let raw = UnsafeMutableRawPointer(dst)
      let src = SIMD8<UInt32>(repeating: s)
      while i + 8 <= count {
        let d = raw.loadUnaligned(fromByteOffset: 4 * i, as: SIMD8<UInt32>.self)
        raw.storeBytes(of: src &+ scale8(d, inv), toByteOffset: 4 * i, as: SIMD8<UInt32>.self)
        i += 8
      }
    }
    while i < count {
      dst[i] = s &+ scale(dst[i], inv)
      i += 1
    }
  }

  /// ``scale(_:_:)`` on eight pixels by one factor.
  @inline(__always)
  static func scale8(_ p: SIMD8<UInt32>, _ f: UInt32) -> SIMD8<UInt32> {
    scale8(p, SIMD8<UInt32>(repeating: f))
  }

  /// ``scale(_:_:)`` on eight pixels, each by its own factor (0...255). Each channel sits in a
  /// 16-bit lane, where `c × f + 128 + ((c × f + 128) >> 8)` never exceeds 65407: the same bits
  /// as the two-lanes-per-word scalar version.
  @inline(__always)
  static func scale8(_ p: SIMD8<UInt32>, _ k: SIMD8<UInt32>) -> SIMD8<UInt32> {
    let q = unsafeBitCast(p, to: SIMD16<UInt16>.self)
    let f = unsafeBitCast(k | (k &<< 16), to: SIMD16<UInt16>.self)
    let m = SIMD16<UInt16>(repeating: 0x00FF)
    let h = SIMD16<UInt16>(repeating: 0x0080)
    var lo = (q & m) &* f &+ h
    lo = (lo &+ (lo &>> 8)) &>> 8
    var hi = (q &>> 8) &* f &+ h
    hi = (hi &+ (hi &>> 8)) & SIMD16<UInt16>(repeating: 0xFF00)
    return unsafeBitCast(lo | hi, to: SIMD8<UInt32>.self)
  }

  /// Shaded source pixels over a run, each scaled by its coverage.
  @inline(__always)
  static func shadedRow(
    _ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ cov: UnsafePointer<UInt8>,
    _ count: Int
  ) {
    for i in 0..<count {
      let c = UInt32(cov[i])
      if c == 0 { continue }
      let s = c == 255 ? src[i] : scale(src[i], c)
      dst[i] = over(s, dst[i])
    }
  }

  /// Shaded source pixels over a run, all at one coverage.
  @inline(__always)
  static func shadedSpan(
    _ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ c: UInt32, _ count: Int
  ) {
    guard c != 0 else { return }
    if c == 255 {
      for i in 0..<count { dst[i] = over(src[i], dst[i]) }
    } else {
      for i in 0..<count { dst[i] = over(scale(src[i], c), dst[i]) }
    }
  }
}
