extension Path {
  /// The rectangle this path outlines when it is exactly one closed, axis-aligned rectangle, as
  /// ``init(_:)`` builds it (four corners in either direction, from any corner); nil for any other
  /// path.
  public var axisAlignedRect: Rect? {
    let e = elements
    guard e.count == 5 || e.count == 6, case .move(let p0) = e[0], case .line(let p1) = e[1],
      case .line(let p2) = e[2], case .line(let p3) = e[3]
    else { return nil }
    // Closed by closeSubpath, or by a line back to the start and then closeSubpath.
    if e.count == 5 {
      guard case .closeSubpath = e[4] else { return nil }
    } else {
      guard case .line(let back) = e[4], back == p0, case .closeSubpath = e[5] else { return nil }
    }
    let corners = [p0, p1, p2, p3]
    guard corners.allSatisfy(\.isFinite) else { return nil }
    // Each side is horizontal or vertical, alternating.
    let horizontalFirst = p0.y == p1.y && p1.x == p2.x && p2.y == p3.y && p3.x == p0.x
    let verticalFirst = p0.x == p1.x && p1.y == p2.y && p2.x == p3.x && p3.y == p0.y
    guard horizontalFirst || verticalFirst else { return nil }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max(), x1 > x0, y1 > y0
    else { return nil }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
