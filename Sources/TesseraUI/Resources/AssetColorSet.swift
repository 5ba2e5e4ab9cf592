import Foundation

/// A color set of an asset catalog: its color for each appearance, as `Contents.json` gives it
/// (sRGB, extended sRGB, Display P3 or gray; components as fractions, 0–255 or hexadecimal).
struct AssetColorSet: Sendable {
  /// The color for any appearance, and the dark one when there is one.
  let any: Color.Resolved
  let dark: Color.Resolved?

  /// Reads the set in `folder`; nil when no color in it can be read.
  init?(folder: String) {
    guard let object = AssetCatalog.contents(of: folder), let colors = object["colors"] as? [[String: Any]]
    else { return nil }
    var any: Color.Resolved?
    var light: Color.Resolved?
    var dark: Color.Resolved?
    for entry in colors {
      let idiom = entry["idiom"] as? String ?? "universal"
      guard idiom == "universal" || idiom == "iphone", let color = entry["color"] as? [String: Any],
        let resolved = Self.resolve(color)
      else { continue }
      let appearances = entry["appearances"] as? [[String: Any]] ?? []
      let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
      switch luminosity {
      case "dark": dark = dark ?? resolved
      case "light": light = light ?? resolved
      default: any = any ?? resolved
      }
    }
    guard let base = light ?? any ?? dark else { return nil }
    self.any = base
    self.dark = dark
  }

  /// The color in a color scheme.
  func color(dark isDark: Bool) -> Color.Resolved { isDark ? (dark ?? any) : any }

  /// A `"color"` object as an sRGB color, or nil.
  static func resolve(_ color: [String: Any]) -> Color.Resolved? {
    guard let c = color["components"] as? [String: Any] else { return nil }
    func component(_ key: String) -> Double? {
      if let n = c[key] as? Double { return n > 1 ? n / 255 : n }
      guard let s = c[key] as? String else { return nil }
      let t = s.trimmingCharacters(in: .whitespaces)
      if t.lowercased().hasPrefix("0x"), let v = Int(t.dropFirst(2), radix: 16) { return Double(v) / 255 }
      if !t.contains("."), let v = Int(t) { return Double(v) / 255 }
      return Double(t)
    }
    let alpha = component("alpha") ?? 1
    let space = color["color-space"] as? String ?? "srgb"
    var rgb: (Double, Double, Double)
    if space.hasPrefix("gray") || space == "extended-gray" {
      guard let w = component("white") else { return nil }
      rgb = (w, w, w)
    } else {
      guard let r = component("red"), let g = component("green"), let b = component("blue") else {
        return nil
      }
      rgb = (r, g, b)
      if space == "display-p3" { rgb = displayP3ToSRGB(rgb) }
    }
    func clamp(_ v: Double) -> Double { min(1, max(0, v)) }
    return Color.Resolved(red: clamp(rgb.0), green: clamp(rgb.1), blue: clamp(rgb.2), opacity: clamp(alpha))
  }

  /// A Display P3 color in sRGB (the same transfer function; the primaries' matrix between).
  static func displayP3ToSRGB(_ p3: (Double, Double, Double)) -> (Double, Double, Double) {
    func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    func encoded(_ v: Double) -> Double { v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055 }
    let (r, g, b) = (linear(p3.0), linear(p3.1), linear(p3.2))
    let sr = 1.224_940_2 * r - 0.224_940_2 * g
    let sg = -0.042_056_9 * r + 1.042_056_9 * g
    let sb = -0.019_637_6 * r - 0.078_636_1 * g + 1.098_273_7 * b
    return (encoded(max(0, sr)), encoded(max(0, sg)), encoded(max(0, sb)))
  }
}
