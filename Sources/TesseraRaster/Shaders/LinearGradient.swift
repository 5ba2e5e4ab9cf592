import TesseraGeometry

/// A gradient along the line from `startPoint` to `endPoint`, in the coordinates of the drawing
/// it paints (user space, before the canvas transform).
public struct LinearGradient: Hashable, Sendable {
  /// The colors.
  public var gradient: Gradient
  /// Where location 0 lies.
  public var startPoint: Point
  /// Where location 1 lies.
  public var endPoint: Point

  /// Creates a linear gradient.
  public init(gradient: Gradient, startPoint: Point, endPoint: Point) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }
}
