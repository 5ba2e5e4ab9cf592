/// Source-over compositing of premultiplied RGBA8 pixels: the one rounding rule.
///
/// With `s` the source scaled by coverage and `d` the destination, every channel is
/// `d′ = s + round(d × (255 − sₐ) / 255)`, where scaling by coverage `c` is
/// `s = round(src × c / 255)`. Both roundings use ``div255(_:)``. The result never overflows a
/// channel, so two lanes are computed at once in a 32-bit word.
enum Blend {
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

  /// A solid color over a run of pixels, each with its own coverage.
  @inline(__always)
  static func solidRow(
    _ dst: UnsafeMutablePointer<UInt32>, _ color: UInt32, _ cov: UnsafePointer<UInt8>, _ count: Int
  ) {
    let opaque = color >> 24 == 255
    var i = 0
    while i < count {
      let c = UInt32(cov[i])
      if c == 255 {
        if opaque {
          // A run of full coverage of an opaque color: plain stores.
          var j = i
          while j < count && cov[j] == 255 { j += 1 }
          (dst + i).update(repeating: color, count: j - i)
          i = j
          continue
        }
        dst[i] = over(color, dst[i])
      } else if c != 0 {
        dst[i] = over(scale(color, c), dst[i])
      }
      i += 1
    }
  }

  /// A solid color over a run of pixels at one coverage.
  @inline(__always)
  static func solidSpan(_ dst: UnsafeMutablePointer<UInt32>, _ color: UInt32, _ c: UInt32, _ count: Int) {
    guard c != 0, count > 0 else { return }
    let s = c == 255 ? color : scale(color, c)
    if s >> 24 == 255 {
      dst.update(repeating: s, count: count)
      return
    }
    let inv = 255 &- (s >> 24)
    if inv == 255 { return }
    for i in 0..<count { dst[i] = s &+ scale(dst[i], inv) }
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
