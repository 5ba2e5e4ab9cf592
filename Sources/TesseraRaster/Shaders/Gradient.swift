/// An ordered list of color stops, as SwiftUI's `Gradient`.
///
/// Colors are interpolated in premultiplied sRGB, as CSS does, so a fade to transparent never
/// turns grey. Locations are clamped to 0...1 and stable-sorted; outside the first and last
/// stop the end colors continue (pad).
public struct Gradient: Hashable, Sendable {
  /// One color at one location.
  public struct Stop: Hashable, Sendable {
    /// The color at this stop.
    public var color: Color
    /// Where the stop sits along the gradient, 0...1.
    public var location: Double

    /// Creates a stop.
    public init(color: Color, location: Double) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in the order given.
  public var stops: [Stop]

  /// Creates a gradient from stops.
  public init(stops: [Stop]) { self.stops = stops }

  /// Creates a gradient of evenly spaced colors.
  public init(colors: [Color]) {
    let n = colors.count
    self.stops = colors.enumerated().map { i, c in
      Stop(color: c, location: n > 1 ? Double(i) / Double(n - 1) : 0)
    }
  }

  /// The number of entries in a resolved color table.
  static let tableSize = 1024

  /// The gradient resolved into a table of premultiplied packed colors, `tableSize` entries from
  /// location 0 to 1, with every alpha multiplied by `opacity`.
  func colorTable(opacity: Double) -> [UInt32] {
    let clean = stops.map { s in
      Stop(color: s.color, location: s.location.isFinite ? min(1, max(0, s.location)) : 0)
    }
    let sorted = clean.enumerated().sorted { a, b in
      a.element.location < b.element.location
        || (a.element.location == b.element.location && a.offset < b.offset)
    }.map(\.element)
    guard let first = sorted.first, let last = sorted.last else {
      return [UInt32](repeating: 0, count: Gradient.tableSize)
    }
    let op = opacity.isFinite ? min(1, max(0, opacity)) : 0
    func premul(_ c: Color) -> (Double, Double, Double, Double) {
      func cl(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 0 }
      let a = cl(c.opacity) * op
      return (cl(c.red) * a, cl(c.green) * a, cl(c.blue) * a, a)
    }
    func pack(_ p: (Double, Double, Double, Double)) -> UInt32 {
      let a = Color.to8(p.3)
      return PremultipliedColor(
        r: Color.to8(p.0), g: Color.to8(p.1), b: Color.to8(p.2), a: a
      ).packed
    }
    var table = [UInt32](repeating: 0, count: Gradient.tableSize)
    var k = 0
    for i in 0..<Gradient.tableSize {
      let t = Double(i) / Double(Gradient.tableSize - 1)
      if t <= first.location {
        table[i] = pack(premul(first.color))
        continue
      }
      if t >= last.location {
        table[i] = pack(premul(last.color))
        continue
      }
      while k + 1 < sorted.count && sorted[k + 1].location < t { k += 1 }
      let s0 = sorted[k]
      let s1 = sorted[min(k + 1, sorted.count - 1)]
      let span = s1.location - s0.location
      let f = span > 0 ? (t - s0.location) / span : 1
      let a = premul(s0.color)
      let b = premul(s1.color)
      table[i] = pack(
        (a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f, a.2 + (b.2 - a.2) * f, a.3 + (b.3 - a.3) * f))
    }
    return table
  }
}
