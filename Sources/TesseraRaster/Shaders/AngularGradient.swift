import TesseraGeometry

/// A gradient around `center` by angle, as SwiftUI's `AngularGradient` (a conic gradient):
/// location 0 at `startAngle`, 1 at `endAngle`, angles in radians measured from the positive x
/// axis towards the positive y axis (clockwise on a y-down screen). As SwiftUI documents: an arc
/// shorter than a turn leaves a gap filled with location 1's color for its first half and
/// location 0's for the rest; an arc longer than a turn draws only its last complete turn.
///
/// The angle of each pixel comes from an arctangent written with `+ − × ÷` only (a minimax
/// polynomial, within 1e-5 radians), so every machine draws the same bytes.
public struct AngularGradient: Hashable, Sendable {
  /// The colors.
  public var gradient: Gradient
  /// The center of the arc.
  public var center: Point
  /// The angle of location 0, in radians.
  public var startAngle: Double
  /// The angle of location 1, in radians.
  public var endAngle: Double

  /// Creates an angular gradient.
  public init(gradient: Gradient, center: Point, startAngle: Double, endAngle: Double) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }

  /// The angle of `(x, y)` from the positive x axis, in turns, in 0..<1 (0 for the origin).
  @inline(__always)
  static func turns(x: Double, y: Double) -> Double {
    let ax = abs(x)
    let ay = abs(y)
    let big = max(ax, ay)
    guard big > 0, big.isFinite else { return 0 }
    let z = min(ax, ay) / big
    let z2 = z * z
    // atan(z) for z in 0...1, in turns (the radians' polynomial divided by 2π).
    var a =
      z
      * (0.159_151_96 + z2
        * (-0.052_938_29 + z2
          * (0.030_803_44 + z2 * (-0.018_530_84 + z2 * (0.008_380_22 + z2 * -0.001_865_48)))))
    if ay > ax { a = 0.25 - a }
    if x < 0 { a = 0.5 - a }
    if y < 0 { a = 1 - a }
    return a >= 1 ? 0 : a
  }
}
