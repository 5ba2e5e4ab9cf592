/// A color in the sRGB color space with straight (not premultiplied) alpha.
///
/// Components are `Double`s in 0...1 (values outside are clamped, NaN counts as 0). Conversion to
/// 8 bits is `round(component × 255)`; see ``PremultipliedColor`` for the premultiplication rule.
/// Blending happens in sRGB space, as browsers and SwiftUI's default do.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// Red, 0...1.
  public var red: Double
  /// Green, 0...1.
  public var green: Double
  /// Blue, 0...1.
  public var blue: Double
  /// Alpha, 0...1. Default 1 (opaque).
  public var opacity: Double

  /// Creates a color from sRGB components in 0...1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.opacity = opacity
  }

  /// Creates a color from 8-bit sRGB components.
  public init(r8: UInt8, g8: UInt8, b8: UInt8, a8: UInt8 = 255) {
    self.init(
      red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, opacity: Double(a8) / 255)
  }

  /// Creates a color from a hex string: `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional);
  /// nil when the string is not one of these.
  public init?(hex: String) {
    var s = Substring(hex)
    if s.hasPrefix("#") { s = s.dropFirst() }
    guard s.allSatisfy(\.isHexDigit) else { return nil }
    var v: [UInt8] = []
    switch s.count {
    case 3:
      for ch in s {
        guard let n = UInt8(String(ch), radix: 16) else { return nil }
        v.append(n * 17)
      }
      v.append(255)
    case 6, 8:
      var i = s.startIndex
      while i < s.endIndex {
        let j = s.index(i, offsetBy: 2)
        guard let n = UInt8(s[i..<j], radix: 16) else { return nil }
        v.append(n)
        i = j
      }
      if v.count == 3 { v.append(255) }
    default:
      return nil
    }
    self.init(r8: v[0], g8: v[1], b8: v[2], a8: v[3])
  }

  /// Opaque black.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = Color(red: 1, green: 1, blue: 1)
  /// Fully transparent black.
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)

  /// The color with its alpha multiplied by `factor`.
  public func opacity(_ factor: Double) -> Color {
    Color(red: red, green: green, blue: blue, opacity: opacity * factor)
  }

  /// One component as an 8-bit value: `round(clamp(v, 0, 1) × 255)`.
  static func to8(_ v: Double) -> UInt8 {
    guard v > 0 else { return 0 }
    guard v < 1 else { return 255 }
    return UInt8((v * 255).rounded())
  }

  /// The four components as 8-bit straight-alpha values (r, g, b, a).
  public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    (Color.to8(red), Color.to8(green), Color.to8(blue), Color.to8(opacity))
  }

  /// The premultiplied 8-bit form used by pixmaps.
  public var premultiplied: PremultipliedColor {
    let c = rgba8
    return PremultipliedColor(straightR: c.r, g: c.g, b: c.b, a: c.a)
  }

  /// `#RRGGBBAA`.
  public var description: String {
    let c = rgba8
    func h(_ v: UInt8) -> String {
      let s = String(v, radix: 16, uppercase: true)
      return s.count == 1 ? "0" + s : s
    }
    return "#" + h(c.r) + h(c.g) + h(c.b) + h(c.a)
  }
}
