/// Sine and cosine from + and × only, so shapes built from angles (spinner spokes, arcs, rotation
/// effects) have the same coordinates on every machine: libm's `sin` and `cos` may differ in the
/// last bit between platforms, which could change a pixel's coverage.
enum Trig {
  /// The sine and cosine of an angle in turns (1 turn = 360°), accurate to about 1e-15.
  static func sinCos(turns: Double) -> (sin: Double, cos: Double) {
    guard turns.isFinite else { return (0, 1) }
    var t = turns - turns.rounded(.down)  // 0..<1
    // Eighths of a turn: the quadrant and the offset in the octant's half, in radians.
    t *= 4
    let q = Int(t.rounded(.toNearestOrEven))
    let x = (t - Double(q)) * (Double.pi / 2)  // -π/4...π/4
    let x2 = x * x
    // Taylor series, enough terms for |x| ≤ π/4.
    let s = x * (1 - x2 / 6 * (1 - x2 / 20 * (1 - x2 / 42 * (1 - x2 / 72 * (1 - x2 / 110 * (1 - x2 / 156))))))
    let c = 1 - x2 / 2 * (1 - x2 / 12 * (1 - x2 / 30 * (1 - x2 / 56 * (1 - x2 / 90 * (1 - x2 / 132)))))
    switch ((q % 4) + 4) % 4 {
    case 0: return (s, c)
    case 1: return (c, -s)
    case 2: return (-s, -c)
    default: return (-c, s)
    }
  }
}
