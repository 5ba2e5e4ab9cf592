import TesseraRaster

extension Shadow {
  /// How far SwiftUI's shadow blur spreads per point of its `radius`: the Gaussian's standard
  /// deviation is 0.92 times the radius.
  ///
  /// Measured on iOS simulator references (Ferrostar's `.shadow(radius: 8)` capsules, iOS 17.2,
  /// 18.1 and 26.2, at 3x): the shadow's falloff beside a straight edge fits a Gaussian of
  /// 22.1 px (7.37 pt) at 33 % black, within one level of 255, where CSS's rule (half the radius)
  /// gave a shadow half as wide, up to eight levels too light.
  static let deviationPerRadius = 0.92

  /// The raster shadow for SwiftUI's shadow arguments, as `.shadow(color:radius:x:y:)` and
  /// `ShadowStyle` give them: a radius that is not finite or is negative becomes 0 with a warning
  /// naming `what`, an offset that is not finite becomes 0. The raster blur radius is twice the
  /// Gaussian's deviation, `2 × deviationPerRadius × radius`.
  static func sanitized(
    color: Color, radius: CGFloat, x: CGFloat, y: CGFloat, isInner: Bool = false,
    what: String = "shadow radius", in environment: EnvironmentValues, diagnostics: Diagnostics
  ) -> Shadow {
    Shadow(
      color: color.resolve(in: environment),
      offset: Point(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0),
      blurRadius: 2 * deviationPerRadius * diagnostics.sanitize(radius, what), isInner: isInner)
  }
}
