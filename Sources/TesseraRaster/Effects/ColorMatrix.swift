/// A color filter: a 4x5 matrix applied to each pixel's straight (unpremultiplied) RGBA, as SVG's
/// `feColorMatrix` and SwiftUI's `.grayscale`, `.saturation`, `.brightness`, `.contrast`,
/// `.colorMultiply`, `.colorInvert` and `.luminanceToAlpha` define them.
///
/// Coefficients are kept in fixed point (4096 = 1) and applied in integers, so every machine gets
/// the same bytes; the constructors use only exact IEEE arithmetic (no libm).
public struct ColorMatrix: Sendable, Hashable, CustomStringConvertible {
  /// The fixed-point scale: a coefficient of 4096 is 1.
  public static let one: Int32 = 4096

  /// Row-major, times ``one``: rows R', G', B', A'; columns R, G, B, A, and the constant (in
  /// 0...255 color units).
  public private(set) var coefficients: [Int32]

  /// Creates a matrix from 20 coefficients in row-major order (rows R', G', B', A'; columns R,
  /// G, B, A, 1), with colors in 0...1. Returns nil unless there are 20 finite numbers.
  public init?(_ m: [Double]) {
    guard m.count == 20, m.allSatisfy(\.isFinite) else { return nil }
    coefficients = m.enumerated().map { i, v in
      // The constant column is in 0...1 color units: scale it to 0...255 too.
      let scaled = i % 5 == 4 ? v * 255 : v
      return Int32(max(-1_000_000, min(1_000_000, (scaled * Double(Self.one)).rounded())))
    }
  }

  /// No change.
  public static let identity = ColorMatrix.unchecked([
    1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0,
  ])

  private static func unchecked(_ m: [Double]) -> ColorMatrix {
    ColorMatrix(m) ?? ColorMatrix(coefficients: [])
  }
  private init(coefficients: [Int32]) { self.coefficients = coefficients }

  /// Shades of gray by `amount` (0 none, 1 fully gray; clamped to 0...1), with Rec. 709
  /// luminance weights (the W3C `grayscale` matrix).
  public static func grayscale(_ amount: Double) -> ColorMatrix {
    luminanceMix((0.2126, 0.7152, 0.0722), keeping: amount.isFinite ? 1 - min(1, max(0, amount)) : 1)
  }

  /// Saturation scaled by `s` (0 gray, 1 unchanged, above 1 more saturated; the W3C `saturate`
  /// matrix).
  public static func saturation(_ s: Double) -> ColorMatrix {
    luminanceMix((0.213, 0.715, 0.072), keeping: s.isFinite ? max(0, s) : 1)
  }

  /// Hues rotated by an angle given by its sine and cosine (the W3C `hueRotate` matrix; luminance
  /// is kept). Pass values computed without libm where the same bytes matter on every machine.
  public static func hueRotation(sin s: Double, cos c: Double) -> ColorMatrix {
    guard s.isFinite, c.isFinite else { return identity }
    return unchecked([
      0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
      0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
      0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
      0, 0, 0, 1, 0,
    ])
  }

  /// Each color between its gray (the weighted sum `w`) and itself: `gray + (c - gray) × k`.
  private static func luminanceMix(_ w: (r: Double, g: Double, b: Double), keeping k: Double) -> ColorMatrix {
    unchecked([
      w.r + (1 - w.r) * k, w.g - w.g * k, w.b - w.b * k, 0, 0,
      w.r - w.r * k, w.g + (1 - w.g) * k, w.b - w.b * k, 0, 0,
      w.r - w.r * k, w.g - w.g * k, w.b + (1 - w.b) * k, 0, 0,
      0, 0, 0, 1, 0,
    ])
  }

  /// `amount` added to each color component (-1...1: SwiftUI's `.brightness`).
  public static func brightness(_ amount: Double) -> ColorMatrix {
    let b = amount.isFinite ? min(1, max(-1, amount)) : 0
    return unchecked([1, 0, 0, 0, b, 0, 1, 0, 0, b, 0, 0, 1, 0, b, 0, 0, 0, 1, 0])
  }

  /// Contrast scaled by `k` around middle gray: `(c - 0.5) × k + 0.5` (SwiftUI's `.contrast`).
  public static func contrast(_ k: Double) -> ColorMatrix {
    let k = k.isFinite ? k : 1
    let o = 0.5 - 0.5 * k
    return unchecked([k, 0, 0, 0, o, 0, k, 0, 0, o, 0, 0, k, 0, o, 0, 0, 0, 1, 0])
  }

  /// Each component multiplied by a color's (straight) components, alpha included
  /// (`.colorMultiply`).
  public static func multiply(_ color: Color) -> ColorMatrix {
    let (r, g, b, a) = (color.red, color.green, color.blue, color.opacity)
    return unchecked([r, 0, 0, 0, 0, 0, g, 0, 0, 0, 0, 0, b, 0, 0, 0, 0, 0, a, 0])
  }

  /// Colors inverted, alpha kept (`.colorInvert`).
  public static let invert = unchecked([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])

  /// Luminance as alpha, color black (`.luminanceToAlpha`, the W3C matrix).
  public static let luminanceToAlpha = unchecked([
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0,
  ])

  /// The matrix as text, coefficients over 4096, for display-list dumps.
  public var description: String {
    "matrix[" + coefficients.map(String.init).joined(separator: ",") + "]"
  }

  /// Applies the matrix to a premultiplied pixel (packed as ``PremultipliedColor/packed``): the
  /// color is unpremultiplied, transformed, clamped to 0...255 and premultiplied again.
  @inline(__always)
  func apply(_ p: UInt32, _ m: UnsafePointer<Int32>) -> UInt32 {
    let a = Int64(p >> 24)
    guard a > 0 || m[4] != 0 || m[9] != 0 || m[14] != 0 || m[19] != 0 else { return 0 }
    // Straight color, 0...255 (rounded).
    let r = a == 0 ? 0 : min(255, (Int64(p & 0xFF) * 255 + a / 2) / a)
    let g = a == 0 ? 0 : min(255, (Int64((p >> 8) & 0xFF) * 255 + a / 2) / a)
    let b = a == 0 ? 0 : min(255, (Int64((p >> 16) & 0xFF) * 255 + a / 2) / a)
    @inline(__always) func row(_ o: Int) -> Int64 {
      let v =
        Int64(m[o]) * r + Int64(m[o + 1]) * g + Int64(m[o + 2]) * b + Int64(m[o + 3]) * a + Int64(m[o + 4])
      return max(0, min(255, (v + 2048) >> 12))
    }
    let na = row(15)
    @inline(__always) func pre(_ v: Int64) -> UInt32 { UInt32((v * na + 127) / 255) }
    return pre(row(0)) | pre(row(5)) << 8 | pre(row(10)) << 16 | UInt32(na) << 24
  }

  /// Applies the matrix to the pixels of `rect` (clipped to the pixmap).
  func apply(to pixmap: inout Pixmap, in rect: IntRect) {
    guard coefficients.count == 20 else { return }
    let w = pixmap.width
    let lim = rect.intersection(IntRect(x0: 0, y0: 0, x1: w, y1: pixmap.height))
    guard !lim.isEmpty else { return }
    coefficients.withUnsafeBufferPointer { mb in
      guard let m = mb.baseAddress else { return }
      pixmap.pixels.withUnsafeMutableBufferPointer { px in
        for y in lim.y0..<lim.y1 {
          for x in lim.x0..<lim.x1 { px[y * w + x] = apply(px[y * w + x], m) }
        }
      }
    }
  }
}
