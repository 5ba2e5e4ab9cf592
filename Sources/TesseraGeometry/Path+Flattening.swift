extension Path {
  /// The most segments one curve is split into, whatever the tolerance.
  public static let maximumSegmentsPerCurve = 4096

  /// The path as polylines whose distance from the true curves is at most `tolerance`
  /// (same units as the path). Curves are evaluated at evenly spaced parameters, the count
  /// derived from the control polygon, with only `+ − × ÷` and square roots, so results are
  /// identical on every machine. Non-finite paths give no polylines; consecutive duplicate
  /// points are dropped.
  ///
  /// Chords cut inside a convex arc, which would make filled curves systematically small. So
  /// each interior curve vertex is moved outward by a sixth of its discrete curvature vector
  /// (`p_i + (p_i − (p_{i−1} + p_{i+1}) / 2) / 6`): for an arc of radius `r` cut into steps of
  /// angle `θ`, that moves it by `rθ²/12`, which cancels the chords' area deficit of `r²θ³/12`
  /// per step to leading order. Curve end points are not moved.
  public func flattened(tolerance: Double) -> [Polyline] {
    guard isFinite else { return [] }
    let tol = tolerance.isFinite && tolerance > 1e-6 ? tolerance : 0.25
    var result: [Polyline] = []
    var pts: [Point] = []
    var start = Point.zero
    var last = Point.zero

    func flush(closed: Bool) {
      var p = pts
      if closed, p.count > 1, p[p.count - 1] == p[0] { p.removeLast() }
      if !p.isEmpty { result.append(Polyline(points: p, isClosed: closed)) }
      pts = []
    }
    func add(_ p: Point) {
      if pts.last != p { pts.append(p) }
    }
    /// Adds the interior points of a curve cut into `n` steps, each moved outward by a sixth of
    /// its discrete curvature vector.
    func addCorrected(n: Int, _ at: (Double) -> Point) {
      guard n > 1 else { return }
      var prev = at(0)
      var cur = at(1 / Double(n))
      for i in 1..<n {
        let next = at(Double(i + 1) / Double(n))
        let mid = (prev + next) * 0.5
        add(cur + (cur - mid) * (1.0 / 6.0))
        prev = cur
        cur = next
      }
    }
    func segmentCount(_ dd: Double) -> Int {
      let n = (dd / tol).squareRoot()
      if !(n >= 1) { return 1 }
      return Swift.min(Path.maximumSegmentsPerCurve, Int(n.rounded(.up)))
    }

    for e in elements {
      switch e {
      case .move(let p):
        flush(closed: false)
        start = p
        last = p
        add(p)
      case .line(let p):
        add(p)
        last = p
      case .quadCurve(let p, let c):
        let dd = (last - c * 2 + p).length
        let n = segmentCount(dd / 4)
        let p0 = last
        addCorrected(n: n) { t in
          let u = 1 - t
          return p0 * (u * u) + c * (2 * u * t) + p * (t * t)
        }
        add(p)
        last = p
      case .curve(let p, let c1, let c2):
        let dd1 = (last - c1 * 2 + c2).length
        let dd2 = (c1 - c2 * 2 + p).length
        let n = segmentCount(0.75 * Swift.max(dd1, dd2))
        let p0 = last
        addCorrected(n: n) { t in
          let u = 1 - t
          return p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t)
        }
        add(p)
        last = p
      case .closeSubpath:
        flush(closed: true)
        last = start
        add(start)
      }
    }
    // A trailing lone move point (after a close) is not a subpath.
    if pts.count > 1 || (pts.count == 1 && result.isEmpty) { flush(closed: false) }
    return result
  }

  /// The tight bounds of the flattened outline (within a hundredth of a unit), `.zero` when empty.
  public var bounds: Rect {
    var box = BoundingBox()
    for line in flattened(tolerance: 0.01) {
      for p in line.points { box.add(p) }
    }
    return box.rect
  }
}
