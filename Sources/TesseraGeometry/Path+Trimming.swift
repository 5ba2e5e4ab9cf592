extension Path {
  /// The part of the path between the fractions `start` and `end` of its length (0...1, all
  /// subpaths end to end), as open polylines within `tolerance` of the curves. Fractions are
  /// clamped to 0...1; `start` ≥ `end` gives an empty path; 0...1 gives the path itself. Lengths
  /// use only `+ − × ÷` and square roots, so results are identical on every machine.
  public func trimmed(from start: Double, to end: Double, tolerance: Double = 0.01) -> Path {
    guard start.isFinite, end.isFinite else { return Path() }
    let from = min(max(start, 0), 1)
    let to = min(max(end, 0), 1)
    if from <= 0 && to >= 1 { return self }
    guard from < to else { return Path() }
    // Every segment of every subpath, the closing one included.
    var segments: [(Point, Point, Double)] = []
    var total = 0.0
    for line in flattened(tolerance: tolerance) {
      let pts = line.points
      guard pts.count > 1 else { continue }
      var pairs = Array(zip(pts, pts.dropFirst()))
      if line.isClosed, let first = pts.first, let last = pts.last { pairs.append((last, first)) }
      for (a, b) in pairs {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        segments.append((a, b, length))
        total += length
      }
    }
    guard total > 0 else { return Path() }
    let lo = from * total
    let hi = to * total
    var out = Path()
    var position = 0.0
    var previousEnd: Point?
    for (a, b, length) in segments {
      defer { position += length }
      let segStart = position
      let segEnd = position + length
      guard segEnd > lo, segStart < hi, length > 0 else { continue }
      func point(at distance: Double) -> Point {
        let t = min(max((distance - segStart) / length, 0), 1)
        return Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
      }
      let p0 = segStart < lo ? point(at: lo) : a
      let p1 = segEnd > hi ? point(at: hi) : b
      if previousEnd != p0 { out.move(to: p0) }
      out.addLine(to: p1)
      previousEnd = p1
    }
    return out
  }
}
