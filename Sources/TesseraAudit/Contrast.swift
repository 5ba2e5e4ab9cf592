import Foundation
import TesseraRaster

/// WCAG 2.2's relative luminance and contrast ratio.
enum Contrast {
  /// sRGB channel values 0...255 made linear, by table.
  private static let linear: [Double] = (0...255).map { v in
    let c = Double(v) / 255
    let l = c <= 0.04045 ? c / 12.92 : Foundation.pow((c + 0.055) / 1.055, 2.4)
    return (l * 1e9).rounded() / 1e9
  }

  /// The relative luminance of an opaque color given as 0...255 channels.
  static func luminance(r: Double, g: Double, b: Double) -> Double {
    func lin(_ v: Double) -> Double {
      let x = min(255, max(0, v))
      let i = Int(x)
      let f = x - Double(i)
      return i >= 255 ? linear[255] : linear[i] * (1 - f) + linear[i + 1] * f
    }
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
  }

  /// The contrast ratio of two luminances, 1...21.
  static func ratio(_ a: Double, _ b: Double) -> Double {
    (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// A ratio as reports print it: rounded down to 2 decimals, so a failing 4.497 never reads 4.5.
  static func describe(_ ratio: Double) -> String {
    let r = (ratio * 100).rounded(.down) / 100
    var s = String(r)
    if s.hasSuffix(".0") { s.removeLast(2) }
    return s + ":1"
  }
}

/// An opaque color as 0...255 channels, for contrast computations.
struct RGB: Hashable, CustomStringConvertible {
  var r: Double
  var g: Double
  var b: Double

  /// `color` with `opacity` over `background`.
  init(_ color: Color, opacity: Double, over background: RGB) {
    let a = min(1, max(0, color.opacity * opacity))
    r = color.red * 255 * a + background.r * (1 - a)
    g = color.green * 255 * a + background.g * (1 - a)
    b = color.blue * 255 * a + background.b * (1 - a)
  }

  init(r: Double, g: Double, b: Double) {
    self.r = r
    self.g = g
    self.b = b
  }

  var luminance: Double { Contrast.luminance(r: r, g: g, b: b) }

  /// `#RRGGBB`.
  var description: String {
    func h(_ v: Double) -> String {
      let s = String(Int(min(255, max(0, v.rounded()))), radix: 16, uppercase: true)
      return s.count == 1 ? "0" + s : s
    }
    return "#" + h(r) + h(g) + h(b)
  }
}
