import TesseraGeometry

/// A gradient in circles around `center`: location 0 at `startRadius`, 1 at `endRadius`,
/// as SwiftUI's `RadialGradient` (radii in user-space units).
public struct RadialGradient: Hashable, Sendable {
  /// The colors.
  public var gradient: Gradient
  /// The center of the circles.
  public var center: Point
  /// The radius of location 0. Default 0.
  public var startRadius: Double
  /// The radius of location 1.
  public var endRadius: Double

  /// Creates a radial gradient.
  public init(gradient: Gradient, center: Point, startRadius: Double = 0, endRadius: Double) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }
}
