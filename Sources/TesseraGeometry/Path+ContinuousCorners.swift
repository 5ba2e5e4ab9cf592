extension Path {
  /// How far before a corner, in radii, a continuous corner's curve leaves the straight edge.
  public static let continuousCornerExtent = 1.528_665

  /// A rectangle with iOS's continuous corners of `radius` points.
  ///
  /// Each corner is three cubic Béziers that start 1.528665 radii before the corner along each
  /// edge (the published approximation of UIKit's continuous corner curve). When a side is too
  /// short for that (a radius near half the side), the corners fall back to circular ones clamped
  /// to half the shorter side, as a capsule.
  public static func continuousRoundedRect(_ rect: Rect, radius: Double) -> Path {
    let r = radius.isFinite ? max(0, radius) : 0
    let limit = min(rect.width, rect.height) / 2
    guard rect.width > 0, rect.height > 0 else { return Path() }
    guard r > 0 else { return Path(rect) }
    if r * continuousCornerExtent > limit {
      return Path(roundedRect: rect, radii: CornerRadii(all: min(r, limit)))
    }
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    // Offsets along the edge (a) and across it (b), in radii, for the three curves of a corner.
    let k: [(Double, Double)] = [
      (1.528_664_83, 0), (1.088_493_23, 0), (0.868_406_89, 0), (0.631_491_39, 0.074_911_39),
      (0.372_824_71, 0.169_058_99), (0.169_058_99, 0.372_824_71), (0.074_911_39, 0.631_491_39),
      (0, 0.868_406_89), (0, 1.088_493_23), (0, 1.528_664_83),
    ]
    var p = Path()
    // Corner points for a corner at (cx, cy) whose edges run toward -ux (incoming) and +vy
    // (outgoing): point i is corner - a·u·r + b·v·r.
    func corner(_ cx: Double, _ cy: Double, _ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> [Point]
    {
      k.map { a, b in Point(x: cx - a * ux * r + b * vx * r, y: cy - a * uy * r + b * vy * r) }
    }
    // Top edge left to right, then down the right side, and so on (clockwise on screen).
    let corners = [
      corner(x1, y0, 1, 0, 0, 1),  // top right: coming along +x, leaving along +y
      corner(x1, y1, 0, 1, -1, 0),  // bottom right
      corner(x0, y1, -1, 0, 0, -1),  // bottom left
      corner(x0, y0, 0, -1, 1, 0),  // top left
    ]
    p.move(to: corners[3][9])
    for c in corners {
      p.addLine(to: c[0])
      p.addCurve(to: c[3], control1: c[1], control2: c[2])
      p.addCurve(to: c[6], control1: c[4], control2: c[5])
      p.addCurve(to: c[9], control1: c[7], control2: c[8])
    }
    p.closeSubpath()
    return p
  }
}
