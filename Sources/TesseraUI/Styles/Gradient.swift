import TesseraRaster

/// Colors at locations along a gradient, as SwiftUI's `Gradient`; resolved against the
/// environment when drawn, so system colors follow the color scheme.
public struct Gradient: Hashable, Sendable {
  /// One color at one location.
  public struct Stop: Hashable, Sendable {
    /// The color at this stop.
    public var color: Color
    /// Where the stop sits along the gradient, 0...1.
    public var location: CGFloat

    /// Creates a stop.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in the order given.
  public var stops: [Stop]

  /// Creates a gradient from stops.
  public init(stops: [Stop]) { self.stops = stops }

  /// Creates a gradient of evenly spaced colors.
  public init(colors: [Color]) {
    let n = colors.count
    stops = colors.enumerated().map { i, c in
      Stop(color: c, location: n > 1 ? Double(i) / Double(n - 1) : 0)
    }
  }

  /// The raster gradient in an environment.
  func resolvedGradient(in environment: EnvironmentValues) -> TesseraRaster.Gradient {
    TesseraRaster.Gradient(
      stops: stops.map {
        TesseraRaster.Gradient.Stop(color: $0.color.resolve(in: environment), location: $0.location)
      })
  }
}
