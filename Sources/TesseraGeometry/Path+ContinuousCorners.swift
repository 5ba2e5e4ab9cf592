extension Path {
  /// How far before a corner, in radii, a continuous corner's curve leaves the straight edge.
  public static let continuousCornerExtent = 1.528_665

  /// A rectangle with iOS's continuous corners of `radius` points.
  ///
  /// Each corner is three cubic Béziers that start 1.528665 radii before the corner along each
  /// edge (the published approximation of UIKit's continuous corner curve). The radius is clamped
  /// to half the shorter side. On a side shorter than its two corners' curves (a radius above
  /// 0.327 of that side) iOS still starts the curves 1.528665 radii before their corners, so they
  /// overlap and cross at the side's middle: the outline is cut there, to the part inside both
  /// curves. A 40-point square with a 20-point radius is then not a circle: 0.3 pt inside one 10°
  /// from each side's middle, a little outside at 45°; a pill's (and a continuous `Capsule`'s)
  /// ends are pointed the same way (iOS 18 references at 3x, matched to the pixel). iOS's fill
  /// also covers a faint sliver between each such side and the curves' overshooting ends (at
  /// most a pixel deep at the crossing); it is left out, so that a stroke of the outline draws no
  /// line along the side.
  public static func continuousRoundedRect(_ rect: Rect, radius: Double) -> Path {
    guard rect.width > 0, rect.height > 0 else { return Path() }
    // An infinite radius is half the shorter side, as any radius past it; NaN is none.
    let r = radius.isNaN ? 0 : min(max(0, radius), min(rect.width, rect.height) / 2)
    guard r > 0 else { return Path(rect) }
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    // How far along each side a corner's curve reaches before meeting the other corner's, in
    // radii: half the side, at most the full extent.
    let alongWidth = min(continuousCornerExtent, rect.width / 2 / r)
    let alongHeight = min(continuousCornerExtent, rect.height / 2 / r)
    // A corner at `c`, reached along the side running toward +u and left along the side running
    // toward +v: corner point (a, b) is c - a·u·r + b·v·r.
    func corner(_ c: Point, _ u: Point, _ v: Point, inReach: Double, outReach: Double) -> ContinuousCorner {
      ContinuousCorner(inReach: inReach, outReach: outReach) { a, b in
        Point(x: c.x - a * u.x * r + b * v.x * r, y: c.y - a * u.y * r + b * v.y * r)
      }
    }
    // Top edge left to right, then down the right side, and so on (clockwise on screen).
    let corners = [
      corner(
        Point(x: x1, y: y0), Point(x: 1, y: 0), Point(x: 0, y: 1), inReach: alongWidth, outReach: alongHeight),
      corner(
        Point(x: x1, y: y1), Point(x: 0, y: 1), Point(x: -1, y: 0), inReach: alongHeight, outReach: alongWidth
      ),
      corner(
        Point(x: x0, y: y1), Point(x: -1, y: 0), Point(x: 0, y: -1), inReach: alongWidth,
        outReach: alongHeight),
      corner(
        Point(x: x0, y: y0), Point(x: 0, y: -1), Point(x: 1, y: 0), inReach: alongHeight, outReach: alongWidth
      ),
    ]
    var p = Path()
    p.move(to: corners[3].outline[9])
    for c in corners {
      let k = c.outline
      if p.currentPoint != k[0] { p.addLine(to: k[0]) }
      p.addCurve(to: k[3], control1: k[1], control2: k[2])
      p.addCurve(to: k[6], control1: k[4], control2: k[5])
      p.addCurve(to: k[9], control1: k[7], control2: k[8])
    }
    p.closeSubpath()
    return p
  }
}

/// One continuous corner's points, cut where a short side's two corners' curves cross.
private struct ContinuousCorner {
  /// Offsets along the incoming edge (a) and across it (b), in radii, for the three curves of a
  /// full corner: the first leaves the edge 1.528665 radii before the corner, the middle one is
  /// near a circular arc of the radius, the last joins the outgoing edge as the first left.
  static let full: [(Double, Double)] = [
    (1.528_664_83, 0), (1.088_493_23, 0), (0.868_406_89, 0), (0.631_491_39, 0.074_911_39),
    (0.372_824_71, 0.169_058_99), (0.169_058_99, 0.372_824_71), (0.074_911_39, 0.631_491_39),
    (0, 0.868_406_89), (0, 1.088_493_23), (0, 1.528_664_83),
  ]

  /// The ten points of the corner's three curves, cut where they cross the neighbours'.
  var outline: [Point]

  /// The corner whose first curve may reach `inReach` radii along the incoming side and whose
  /// last may reach `outReach` along the outgoing one (each from 1 to 1.528665), placed by
  /// `place` (offsets in radii to a point).
  init(inReach: Double, outReach: Double, place: (Double, Double) -> Point) {
    let k = Self.full.map { place($0.0, $0.1) }
    outline = k
    let extent = Path.continuousCornerExtent
    if inReach < extent {
      // The first curve runs from a = 1.5287 down to 0.6315 (monotonic): it meets the previous
      // corner's mirror image where a = inReach.
      let t = Self.parameter(Self.full[0...3].map(\.0), reaching: inReach)
      outline.replaceSubrange(0...3, with: Self.split(Array(k[0...3]), at: t).after)
    }
    if outReach < extent {
      // The last curve runs from b = 0.6315 up to 1.5287: it meets the next corner's where
      // b = outReach.
      let t = Self.parameter(Self.full[6...9].map(\.1), reaching: outReach)
      outline.replaceSubrange(6...9, with: Self.split(Array(k[6...9]), at: t).before)
    }
  }

  /// The parameter in 0...1 at which the cubic with coordinates `c` (four, monotonic in t) takes
  /// the value `target`, by bisection.
  static func parameter(_ c: [Double], reaching target: Double) -> Double {
    func value(_ t: Double) -> Double {
      let s = 1 - t
      return s * s * s * c[0] + 3 * s * s * t * c[1] + 3 * s * t * t * c[2] + t * t * t * c[3]
    }
    let increasing = c[3] > c[0]
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<48 {
      let mid = (lo + hi) / 2
      if (value(mid) < target) == increasing { lo = mid } else { hi = mid }
    }
    return (lo + hi) / 2
  }

  /// The cubic `c` (four points) split at `t` by de Casteljau: the part before and after.
  static func split(_ c: [Point], at t: Double) -> (before: [Point], after: [Point]) {
    func lerp(_ p: Point, _ q: Point) -> Point { Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
    let p01 = lerp(c[0], c[1])
    let p12 = lerp(c[1], c[2])
    let p23 = lerp(c[2], c[3])
    let p012 = lerp(p01, p12)
    let p123 = lerp(p12, p23)
    let mid = lerp(p012, p123)
    return ([c[0], p01, p012, mid], [mid, p123, p23, c[3]])
  }
}
