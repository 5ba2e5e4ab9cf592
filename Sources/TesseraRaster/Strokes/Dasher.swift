import TesseraGeometry

/// Cuts polylines into dashes along their length, as SVG's `stroke-dasharray`: each subpath
/// starts the pattern anew at `phase`.
enum Dasher {
  /// The most dashes one stroke may produce; past it the line is drawn solid.
  static let maximumDashes = 200_000

  /// The dashed pieces, or nil when the pattern does not dash (empty, invalid, zero total).
  static func dash(_ lines: [Polyline], pattern: [Double], phase: Double) -> [Polyline]? {
    guard !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
    let intervals = pattern.count % 2 == 1 ? pattern + pattern : pattern
    let total = intervals.reduce(0, +)
    guard total > 1e-9, total.isFinite else { return nil }
    var length = 0.0
    for l in lines {
      let pts = l.points
      guard pts.count > 1 else { continue }
      for i in 1..<pts.count { length += pts[i].distance(to: pts[i - 1]) }
      if l.isClosed { length += pts[0].distance(to: pts[pts.count - 1]) }
    }
    guard length / total * Double(intervals.count) < Double(maximumDashes) else { return nil }
    var start = phase.isFinite ? phase.truncatingRemainder(dividingBy: total) : 0
    if start < 0 { start += total }
    var result: [Polyline] = []
    for l in lines {
      var pts = l.points
      guard pts.count > 1 else { continue }
      if l.isClosed { pts.append(pts[0]) }
      var index = 0
      var remaining = intervals[0]
      var s = start
      while s > 0 {
        if s >= remaining {
          s -= remaining
          index = (index + 1) % intervals.count
          remaining = intervals[index]
        } else {
          remaining -= s
          s = 0
        }
      }
      var current: [Point] = index % 2 == 0 ? [pts[0]] : []
      for i in 1..<pts.count {
        var a = pts[i - 1]
        let b = pts[i]
        var segLeft = a.distance(to: b)
        while segLeft > 0 {
          let on = index % 2 == 0
          if remaining > segLeft {
            remaining -= segLeft
            segLeft = 0
            if on { current.append(b) }
          } else {
            let t = remaining / segLeft
            let p = a + (b - a) * t
            segLeft -= remaining
            a = p
            if on {
              current.append(p)
              result.append(Polyline(points: current, isClosed: false))
              current = []
            } else {
              current = [p]
            }
            index = (index + 1) % intervals.count
            remaining = intervals[index]
            // A zero-length dash is a dot (drawn by round and square caps).
            while remaining == 0 {
              if index % 2 == 0 {
                result.append(Polyline(points: [p], isClosed: false))
              } else {
                current = [p]
              }
              index = (index + 1) % intervals.count
              remaining = intervals[index]
            }
          }
        }
      }
      if index % 2 == 0, current.count > 1 {
        result.append(Polyline(points: current, isClosed: false))
      }
    }
    return result
  }
}
