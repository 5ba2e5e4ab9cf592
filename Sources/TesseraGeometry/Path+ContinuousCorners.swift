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
    return continuousRoundedRect(rect, radii: CornerRadii(all: r))
  }

  /// A rectangle with iOS's continuous corners of its own radius each (points), as
  /// `UnevenRoundedRectangle`'s default style.
  ///
  /// The radii are scaled down together when two on one side add up to more than it (as
  /// circular corners are). Where a side is shorter than its two corners' curves, they are cut
  /// where they cross, as `continuousRoundedRect(_:radius:)` does with equal radii; a zero radius
  /// is a square corner. In the rare case where the curves would cross past their end pieces (one
  /// radius far larger than its neighbour on a short side), the corners are drawn circular.
  public static func continuousRoundedRect(_ rect: Rect, radii: CornerRadii) -> Path {
    guard rect.width > 0, rect.height > 0, rect.isValid else { return Path() }
    let c = radii.clamped(to: rect.size)
    guard !c.isZero else { return Path(rect) }
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    // Corners clockwise on screen from the top trailing one; side i runs from corner i - 1 to
    // corner i (the top side ends at the top trailing corner).
    let radius = [c.topTrailing, c.bottomTrailing, c.bottomLeading, c.topLeading]
    let length = [rect.width, rect.height, rect.width, rect.height]
    var inCut = [Double?](repeating: nil, count: 4)
    var outCut = [Double?](repeating: nil, count: 4)
    for side in 0..<4 {
      let (a, b) = ((side + 3) % 4, side)
      guard continuousCornerExtent * (radius[a] + radius[b]) > length[side] else { continue }
      guard let cut = ContinuousCorner.crossing(radius[a], radius[b], side: length[side]) else {
        return Path(roundedRect: rect, radii: c)
      }
      outCut[a] = cut.outgoing
      inCut[b] = cut.incoming
    }
    // A corner at `p`, reached along the side running toward +u and left along the side running
    // toward +v: corner point (a, b) is p - a·u·r + b·v·r.
    let places = [
      (Point(x: x1, y: y0), Point(x: 1, y: 0), Point(x: 0, y: 1)),
      (Point(x: x1, y: y1), Point(x: 0, y: 1), Point(x: -1, y: 0)),
      (Point(x: x0, y: y1), Point(x: -1, y: 0), Point(x: 0, y: -1)),
      (Point(x: x0, y: y0), Point(x: 0, y: -1), Point(x: 1, y: 0)),
    ]
    let corners = (0..<4).map { i -> [Point] in
      let (p, u, v) = places[i]
      let r = radius[i]
      guard r > 0 else { return [p] }
      return ContinuousCorner.outline(inCut: inCut[i], outCut: outCut[i]) { a, b in
        Point(x: p.x - a * u.x * r + b * v.x * r, y: p.y - a * u.y * r + b * v.y * r)
      }
    }
    var path = Path()
    path.move(to: corners[3][corners[3].count - 1])
    for k in corners {
      if path.currentPoint != k[0] { path.addLine(to: k[0]) }
      guard k.count == 10 else { continue }
      path.addCurve(to: k[3], control1: k[1], control2: k[2])
      path.addCurve(to: k[6], control1: k[4], control2: k[5])
      path.addCurve(to: k[9], control1: k[7], control2: k[8])
    }
    path.closeSubpath()
    return path
  }
}

/// One continuous corner's points, cut where a short side's two corners' curves cross.
private enum ContinuousCorner {
  /// Offsets along the incoming edge (a) and across it (b), in radii, for the three curves of a
  /// full corner: the first leaves the edge 1.528665 radii before the corner, the middle one is
  /// near a circular arc of the radius, the last joins the outgoing edge as the first left.
  static let full: [(Double, Double)] = [
    (1.528_664_83, 0), (1.088_493_23, 0), (0.868_406_89, 0), (0.631_491_39, 0.074_911_39),
    (0.372_824_71, 0.169_058_99), (0.169_058_99, 0.372_824_71), (0.074_911_39, 0.631_491_39),
    (0, 0.868_406_89), (0, 1.088_493_23), (0, 1.528_664_83),
  ]

  /// The ten points of a corner's three curves, placed by `place` (offsets in radii to a point),
  /// its first curve kept from parameter `inCut` and its last up to `outCut` (nil: whole).
  static func outline(inCut: Double?, outCut: Double?, place: (Double, Double) -> Point) -> [Point] {
    var k = full.map { place($0.0, $0.1) }
    if let t = inCut { k.replaceSubrange(0...3, with: split(Array(k[0...3]), at: t).after) }
    if let t = outCut { k.replaceSubrange(6...9, with: split(Array(k[6...9]), at: t).before) }
    return k
  }

  /// The corner's last curve's coordinates along the side (from the start corner) and its depth
  /// below it; the first curve's along the side (from the end corner) and its depth. Computed
  /// once: every continuous capsule asks for its crossings.
  static let lastAlong = full[6...9].map(\.1)
  static let lastDepth = full[6...9].map(\.0)
  static let firstAlong = full[0...3].map(\.0)
  static let firstDepth = full[0...3].map(\.1)

  /// Where, on a side `side` points long, the last curve of the corner at its start (radius
  /// `ra`) crosses the first curve of the corner at its end (radius `rb`): the parameters at which
  /// to cut each. Nil when they do not cross on those two curves.
  static func crossing(_ ra: Double, _ rb: Double, side: Double) -> (outgoing: Double?, incoming: Double?)? {
    let last = lastAlong
    let lastDepth = Self.lastDepth
    let first = firstAlong
    let firstDepth = Self.firstDepth
    // A square corner: the other corner's curve is cut where it reaches it.
    guard ra > 0 else { return (nil, parameter(first, reaching: side / rb)) }
    guard rb > 0 else { return (parameter(last, reaching: side / ra), nil) }
    // Equal radii: mirror images, crossing at the side's middle.
    if ra == rb {
      return (parameter(last, reaching: side / 2 / ra), parameter(first, reaching: side / 2 / rb))
    }
    // Depth below the side of each curve at a position along it (from the start corner): the
    // start corner's falls, the end corner's rises, so they cross once.
    func depthA(_ s: Double) -> (Double, Double) {
      let t = parameter(last, reaching: s / ra)
      return (value(lastDepth, t) * ra, t)
    }
    func depthB(_ s: Double) -> (Double, Double) {
      let t = parameter(first, reaching: (side - s) / rb)
      return (value(firstDepth, t) * rb, t)
    }
    let lo = max(full[6].1 * ra, side - full[0].0 * rb)
    let hi = min(full[9].1 * ra, side - full[3].0 * rb)
    guard lo <= hi, depthA(lo).0 >= depthB(lo).0, depthA(hi).0 <= depthB(hi).0 else { return nil }
    var (l, h) = (lo, hi)
    for _ in 0..<48 {
      let m = (l + h) / 2
      if depthA(m).0 > depthB(m).0 { l = m } else { h = m }
    }
    let s = (l + h) / 2
    return (depthA(s).1, depthB(s).1)
  }

  /// The cubic with coordinates `c` (four) at parameter `t`.
  static func value(_ c: [Double], _ t: Double) -> Double {
    let s = 1 - t
    return s * s * s * c[0] + 3 * s * s * t * c[1] + 3 * s * t * t * c[2] + t * t * t * c[3]
  }

  /// The parameter in 0...1 at which the cubic with coordinates `c` (four, monotonic in t) takes
  /// the value `target`, by bisection.
  static func parameter(_ c: [Double], reaching target: Double) -> Double {
    let increasing = c[3] > c[0]
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<48 {
      let mid = (lo + hi) / 2
      if (value(c, mid) < target) == increasing { lo = mid } else { hi = mid }
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
