import TesseraRaster

extension Shadow {
  /// The raster shadow for SwiftUI's shadow arguments, as `.shadow(color:radius:x:y:)` and
  /// `ShadowStyle` give them: a radius that is not finite or is negative becomes 0 with a warning
  /// naming `what`, an offset that is not finite becomes 0.
  static func sanitized(
    color: Color, radius: CGFloat, x: CGFloat, y: CGFloat, isInner: Bool = false,
    what: String = "shadow radius", in environment: EnvironmentValues, diagnostics: Diagnostics
  ) -> Shadow {
    Shadow(
      color: color.resolve(in: environment),
      offset: Point(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0),
      blurRadius: diagnostics.sanitize(radius, what), isInner: isInner)
  }
}
