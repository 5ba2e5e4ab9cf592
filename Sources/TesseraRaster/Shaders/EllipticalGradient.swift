import TesseraGeometry

/// A radial gradient stretched to an ellipse, as SwiftUI's `EllipticalGradient`: location 0 at
/// `startFraction` and 1 at `endFraction` of the ellipse with radii `radiusX` and `radiusY`
/// around `center` (the shape's bounds, for SwiftUI).
public struct EllipticalGradient: Hashable, Sendable {
  /// The colors.
  public var gradient: Gradient
  /// The center of the ellipse.
  public var center: Point
  /// The ellipse's horizontal radius (location 1 when `endFraction` is 1).
  public var radiusX: Double
  /// The ellipse's vertical radius.
  public var radiusY: Double
  /// The fraction of the ellipse where location 0 is. Default 0.
  public var startFraction: Double
  /// The fraction of the ellipse where location 1 is. Default 1.
  public var endFraction: Double

  /// Creates an elliptical gradient.
  public init(
    gradient: Gradient, center: Point, radiusX: Double, radiusY: Double, startFraction: Double = 0,
    endFraction: Double = 1
  ) {
    self.gradient = gradient
    self.center = center
    self.radiusX = radiusX
    self.radiusY = radiusY
    self.startFraction = startFraction
    self.endFraction = endFraction
  }
}
