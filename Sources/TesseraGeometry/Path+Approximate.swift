extension Path {
  /// Whether this path has the same elements as `other`, each point within `tolerance` (points)
  /// of the other's on both axes: the same shape built by another sequence of float operations
  /// (a shape path made in a view's coordinates and moved, or made in place).
  public func isApproximatelyEqual(to other: Path, tolerance: Double = 1e-6) -> Bool {
    guard elements.count == other.elements.count else { return false }
    func near(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance }
    for (a, b) in zip(elements, other.elements) {
      switch (a, b) {
      case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
        if !near(p, q) { return false }
      case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
        if !near(p, q) || !near(c, d) { return false }
      case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
        if !near(p, q) || !near(c1, d1) || !near(c2, d2) { return false }
      case (.closeSubpath, .closeSubpath): continue
      default: return false
      }
    }
    return true
  }
}
