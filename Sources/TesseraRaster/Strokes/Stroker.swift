import TesseraGeometry

/// Turns polylines and a stroke style into closed polygons whose non-zero union is the stroke.
///
/// Each open polyline becomes one polygon (left offsets forward, end cap, right offsets back,
/// start cap); each closed one becomes two (the left loop and the reversed right loop). On the
/// inner side of a corner the offsets meet at the exact intersection of the offset lines when it
/// falls within both segments, and otherwise pass through the corner point, which the non-zero
/// rule fills correctly. Round joins and caps are built by halving the angle between offset
/// vectors, so no trigonometry is used.
enum Stroker {
  /// The polygons of a stroke of `path`: curves flattened to `tolerance`, dashes applied, then
  /// ``outline(_:style:width:tolerance:)``. What the canvas fills and `Path.strokedPath` returns.
  static func outline(of path: Path, style: StrokeStyle, width: Double, tolerance: Double) -> [[Point]] {
    var lines = path.flattened(tolerance: tolerance)
    if !style.dash.isEmpty, let dashed = Dasher.dash(lines, pattern: style.dash, phase: style.dashPhase) {
      lines = dashed
    }
    return outline(lines, style: style, width: width, tolerance: tolerance)
  }

  static func outline(_ lines: [Polyline], style: StrokeStyle, width: Double, tolerance: Double)
    -> [[Point]]
  {
    let hw = width / 2
    guard hw > 0, hw.isFinite else { return [] }
    var out: [[Point]] = []
    for line in lines {
      strokeOne(line, style: style, hw: hw, tol: tolerance, out: &out)
    }
    return out
  }

  /// Adds the points strictly between `c + v0` and `c + v1` on the circle of radius `r` around
  /// `c`, going the short way, so that no chord is farther than `tol` from the arc.
  static func arc(
    _ c: Point, _ v0: Point, _ v1: Point, _ r: Double, _ tol: Double, _ depth: Int,
    _ out: inout [Point]
  ) {
    let cosT = max(-1, min(1, v0.dot(v1) / (r * r)))
    let cosHalf = ((1 + cosT) / 2).squareRoot()
    if depth >= 16 || r * (1 - cosHalf) <= tol { return }
    let m0 = v0 + v1
    let len = m0.length
    guard len > r * 1e-9 else { return }
    let m = m0 * (r / len)
    arc(c, v0, m, r, tol, depth + 1, &out)
    out.append(c + m)
    arc(c, m, v1, r, tol, depth + 1, &out)
  }

  /// A half turn from `c + v0` to `c − v0` through `c + mid` (`mid` perpendicular to `v0`).
  static func halfArc(_ c: Point, _ v0: Point, _ mid: Point, _ r: Double, _ tol: Double, _ out: inout [Point])
  {
    arc(c, v0, mid, r, tol, 0, &out)
    out.append(c + mid)
    arc(c, mid, v0 * -1, r, tol, 0, &out)
  }

  private static func dot(_ p: Point, hw: Double, cap: StrokeStyle.LineCap, tol: Double) -> [Point]? {
    switch cap {
    case .butt:
      return nil
    case .square:
      return [
        Point(x: p.x - hw, y: p.y - hw), Point(x: p.x + hw, y: p.y - hw),
        Point(x: p.x + hw, y: p.y + hw), Point(x: p.x - hw, y: p.y + hw),
      ]
    case .round:
      var pts: [Point] = [p + Point(x: hw, y: 0)]
      halfArc(p, Point(x: hw, y: 0), Point(x: 0, y: hw), hw, tol, &pts)
      pts.append(p + Point(x: -hw, y: 0))
      halfArc(p, Point(x: -hw, y: 0), Point(x: 0, y: -hw), hw, tol, &pts)
      return pts
    }
  }

  private static func strokeOne(
    _ line: Polyline, style: StrokeStyle, hw: Double, tol: Double, out: inout [[Point]]
  ) {
    let pts = line.points
    let n = pts.count
    if n == 1 {
      if let d = dot(pts[0], hw: hw, cap: style.lineCap, tol: tol) { out.append(d) }
      return
    }
    let closed = line.isClosed && n >= 3
    let segCount = closed ? n : n - 1
    var u: [Point] = []
    var nrm: [Point] = []
    var len: [Double] = []
    u.reserveCapacity(segCount)
    for i in 0..<segCount {
      let d = pts[(i + 1) % n] - pts[i]
      let l = d.length
      let ui = l > 0 ? d * (1 / l) : Point(x: 1, y: 0)
      u.append(ui)
      nrm.append(Point(x: -ui.y * hw, y: ui.x * hw))
      len.append(l)
    }
    var left: [Point] = []
    var right: [Point] = []
    left.reserveCapacity(n + 8)
    right.reserveCapacity(n + 8)

    func join(_ p: Point, _ a: Int, _ b: Int) {
      let cross = u[a].cross(u[b])
      let dp = u[a].dot(u[b])
      if abs(cross) < 1e-12 && dp > 0 {
        left.append(p + nrm[a])
        right.append(p - nrm[a])
        return
      }
      let m = dp > -0.9999 ? (nrm[a] + nrm[b]) * (1 / (1 + dp)) : nil
      for s in [1.0, -1.0] {
        let outer = s * cross < 0
        var dest: [Point] = []
        let na = nrm[a] * s
        let nb = nrm[b] * s
        if !outer {
          if let m, abs(m.dot(u[a])) <= len[a], abs(m.dot(u[b])) <= len[b] {
            dest.append(p + m * s)
          } else {
            dest.append(p + na)
            dest.append(p)
            dest.append(p + nb)
          }
        } else {
          switch style.lineJoin {
          case .miter:
            let limit = style.miterLimit.isFinite ? max(1, style.miterLimit) : 10
            if let m, 2 / (1 + dp) <= limit * limit {
              dest.append(p + m * s)
            } else {
              dest.append(p + na)
              dest.append(p + nb)
            }
          case .bevel:
            dest.append(p + na)
            dest.append(p + nb)
          case .round:
            dest.append(p + na)
            if dp < -0.9999 {
              halfArc(p, na, u[a] * hw, hw, tol, &dest)
            } else {
              arc(p, na, nb, hw, tol, 0, &dest)
            }
            dest.append(p + nb)
          }
        }
        if s > 0 { left.append(contentsOf: dest) } else { right.append(contentsOf: dest) }
      }
    }

    if closed {
      for i in 0..<n { join(pts[i], (i + segCount - 1) % segCount, i) }
      out.append(left)
      out.append(right.reversed())
      return
    }
    left.append(pts[0] + nrm[0])
    right.append(pts[0] - nrm[0])
    for i in 1..<(n - 1) { join(pts[i], i - 1, i) }
    let last = segCount - 1
    let pe = pts[n - 1]
    left.append(pe + nrm[last])
    right.append(pe - nrm[last])
    var poly = left
    // End cap, from the left offset to the right offset.
    switch style.lineCap {
    case .butt: break
    case .square:
      let e = u[last] * hw
      poly.append(pe + nrm[last] + e)
      poly.append(pe - nrm[last] + e)
    case .round:
      halfArc(pe, nrm[last], u[last] * hw, hw, tol, &poly)
    }
    poly.append(contentsOf: right.reversed())
    // Start cap, from the right offset back to the left offset.
    let ps = pts[0]
    switch style.lineCap {
    case .butt: break
    case .square:
      let e = u[0] * -hw
      poly.append(ps - nrm[0] + e)
      poly.append(ps + nrm[0] + e)
    case .round:
      halfArc(ps, nrm[0] * -1, u[0] * -hw, hw, tol, &poly)
    }
    out.append(poly)
  }
}
