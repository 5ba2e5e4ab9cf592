/// What a fill or stroke paints with.
public enum Shader: Hashable, Sendable {
  /// One color everywhere.
  case solid(Color)
  /// A linear gradient.
  case linearGradient(LinearGradient)
  /// A radial gradient.
  case radialGradient(RadialGradient)
  /// An angular (conic) gradient.
  case angularGradient(AngularGradient)
  /// A radial gradient stretched to an ellipse.
  case ellipticalGradient(EllipticalGradient)
  /// An image repeated over the plane.
  case imagePattern(ImagePattern)
}
