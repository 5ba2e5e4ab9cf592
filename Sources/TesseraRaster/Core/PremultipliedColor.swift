/// An 8-bit RGBA color with premultiplied alpha: the form pixels take in a ``Pixmap``.
///
/// Premultiplication rounds to nearest: `c′ = round(c × a / 255)`, computed exactly in integers
/// by ``div255(_:)``.
public struct PremultipliedColor: Hashable, Sendable, CustomStringConvertible {
  /// Red, premultiplied, 0...255 and never above ``a``.
  public var r: UInt8
  /// Green, premultiplied.
  public var g: UInt8
  /// Blue, premultiplied.
  public var b: UInt8
  /// Alpha, 0...255.
  public var a: UInt8

  /// Creates a color from components that are already premultiplied; components larger than
  /// alpha are lowered to alpha.
  public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    self.r = min(r, a)
    self.g = min(g, a)
    self.b = min(b, a)
    self.a = a
  }

  /// Premultiplies straight-alpha components.
  public init(straightR r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let a32 = UInt32(a)
    self.r = UInt8(div255(UInt32(r) * a32))
    self.g = UInt8(div255(UInt32(g) * a32))
    self.b = UInt8(div255(UInt32(b) * a32))
    self.a = a
  }

  /// Transparent black.
  public static let transparent = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)

  /// The packed pixel: R in the lowest byte, then G, B, A (memory order RGBA on little-endian hosts).
  public var packed: UInt32 {
    UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
  }

  /// Unpacks a pixel stored as by ``packed``.
  public init(packed p: UInt32) {
    self.init(r: UInt8(p & 0xFF), g: UInt8((p >> 8) & 0xFF), b: UInt8((p >> 16) & 0xFF), a: UInt8(p >> 24))
  }

  /// The straight-alpha color, `c = round(c′ × 255 / a)`; transparent black when `a == 0`.
  public var unpremultiplied: Color {
    guard a > 0 else { return .clear }
    func un(_ c: UInt8) -> UInt8 {
      UInt8(min(255, (UInt32(c) * 255 + UInt32(a) / 2) / UInt32(a)))
    }
    return Color(r8: un(r), g8: un(g), b8: un(b), a8: a)
  }

  /// The color scaled by an 8-bit factor (used for coverage and opacity), rounded to nearest.
  public func scaled(by f: UInt8) -> PremultipliedColor {
    let f32 = UInt32(f)
    return PremultipliedColor(
      r: UInt8(div255(UInt32(r) * f32)), g: UInt8(div255(UInt32(g) * f32)),
      b: UInt8(div255(UInt32(b) * f32)), a: UInt8(div255(UInt32(a) * f32)))
  }

  /// `rgba(r, g, b, a)` with premultiplied values.
  public var description: String { "rgba(\(r), \(g), \(b), \(a))" }
}

/// `round(x / 255)` for `x` in `0...65025`, exact, with no division: the rounding rule of every
/// blend in Tessera.
@inline(__always)
public func div255(_ x: UInt32) -> UInt32 {
  let t = x &+ 128
  return (t &+ (t >> 8)) >> 8
}
