import Foundation

/// A function from a unit of progress to a unit of value, as SwiftUI's `UnitCurve`: the timing
/// curve of a `LinearKeyframe` or of an interactive scroll transition. Progress and value run from
/// 0 to 1; Bézier curves are solved for x by bisection (no libm), so every machine draws the same.
public struct UnitCurve: Hashable, Sendable {
  let start: UnitPoint
  let end: UnitPoint

  /// A cubic Bézier from (0, 0) to (1, 1) with two control points (x clamped to 0...1).
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(start: startControlPoint, end: endControlPoint)
  }
  /// Constant speed: the value is the progress.
  public static let linear = UnitCurve(
    start: UnitPoint(x: 1.0 / 3, y: 1.0 / 3), end: UnitPoint(x: 2.0 / 3, y: 2.0 / 3))
  /// Starts slowly (control points (0.42, 0) and (1, 1)).
  public static let easeIn = UnitCurve(start: UnitPoint(x: 0.42, y: 0), end: UnitPoint(x: 1, y: 1))
  /// Ends slowly (control points (0, 0) and (0.58, 1)).
  public static let easeOut = UnitCurve(start: UnitPoint(x: 0, y: 0), end: UnitPoint(x: 0.58, y: 1))
  /// Starts and ends slowly (control points (0.42, 0) and (0.58, 1)).
  public static let easeInOut = UnitCurve(start: UnitPoint(x: 0.42, y: 0), end: UnitPoint(x: 0.58, y: 1))

  /// The curve's value at `progress` (clamped to 0...1): 0 at 0 and 1 at 1.
  public func value(at progress: Double) -> Double {
    guard progress.isFinite else { return 1 }
    let x = min(1, max(0, progress))
    if x == 0 || x == 1 { return x }
    // Find the Bézier parameter whose x is `x` (x(t) rises with t for x controls in 0...1).
    let x1 = min(1, max(0, start.x))
    let x2 = min(1, max(0, end.x))
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<48 {
      let mid = (lo + hi) / 2
      if Self.bezier(mid, x1, x2) < x { lo = mid } else { hi = mid }
    }
    return Self.bezier((lo + hi) / 2, start.y, end.y)
  }

  /// The curve reflected over y = x (the inverse function).
  public var inverse: UnitCurve {
    UnitCurve(start: UnitPoint(x: start.y, y: start.x), end: UnitPoint(x: end.y, y: end.x))
  }

  /// The cubic Bézier coordinate at `t` with end points 0 and 1 and controls `c1`, `c2`.
  static func bezier(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t
  }
}
