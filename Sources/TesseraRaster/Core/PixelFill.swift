#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs of one value written through the C library's `memset` and `memcpy`: the opaque spans of
/// fills and the shapes' interiors in coverage masks. Plain stores, so every machine writes the
/// same bytes; unoptimized (debug) builds get the library's vectorized loop instead of the
/// standard library's generic `update(repeating:count:)`, which copies one element at a time
/// through value witnesses there.
enum PixelFill {
  /// Sets `count` pixels from `dst` to `value`; nothing when `count` is not positive.
  @inline(__always)
  static func fill(_ dst: UnsafeMutablePointer<UInt32>, with value: UInt32, count: Int) {
    guard count > 0 else { return }
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      let byte = value & 0xFF
      if value == byte &* 0x0101_0101 {
        // White, transparent, black: four equal bytes.
        _ = memset(dst, Int32(byte), count * 4)
        return
      }
      // One pixel, then copies of what is written, doubling: log2(count) library copies.
      dst[0] = value
      var filled = 1
      while filled < count {
        let n = min(filled, count - filled)
        _ = memcpy(dst + filled, dst, n * 4)
        filled += n
      }
    #else
      var i = 0
      while i < count {
        dst[i] = value
        i += 1
      }
    #endif
  }

  /// Sets `count` bytes from `dst` to `value`; nothing when `count` is not positive.
  @inline(__always)
  static func fill(_ dst: UnsafeMutablePointer<UInt8>, with value: UInt8, count: Int) {
    guard count > 0 else { return }
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      _ = memset(dst, Int32(value), count)
    #else
      var i = 0
      while i < count {
        dst[i] = value
        i += 1
      }
    #endif
  }
}
