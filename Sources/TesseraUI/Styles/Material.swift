/// A translucent background, as SwiftUI's materials (`.ultraThinMaterial` … `.ultraThickMaterial`,
/// `.bar`).
///
/// A shape filled with a material blurs what is behind it (a Gaussian of standard deviation 8 pt
/// for ultra-thin, 12 pt for thin, 16 pt for the others) and lays its tint over it: a translucent
/// white in light (55%, 70%, 80%, 88%, 94% from ultra-thin to ultra-thick; bars 80%) and a
/// translucent #1C1C1E in dark (same alphas). The blurred backdrop is drawn 1.8 times as
/// saturated (iOS's vibrancy: the `colorSaturate` amount its material backdrops show in a view
/// hierarchy dump). Approximated: Apple publishes neither the radii nor the saturation;
/// navigation and tab bars draw the tint only.
nonisolated public struct Material: ShapeStyle, Hashable, Sendable {
  let alpha: Double

  /// The backdrop blur's standard deviation, in points.
  var blurRadius: Double { alpha < 0.6 ? 8 : alpha < 0.75 ? 12 : 16 }
  /// How much more saturated the blurred backdrop is drawn (1 unchanged).
  var backdropSaturation: Double { 1.8 }

  /// The most translucent material.
  public static let ultraThin = Material(alpha: 0.55)
  /// A translucent material.
  public static let thin = Material(alpha: 0.7)
  /// The default material.
  public static let regular = Material(alpha: 0.8)
  /// A mostly opaque material.
  public static let thick = Material(alpha: 0.88)
  /// The most opaque material.
  public static let ultraThick = Material(alpha: 0.94)
  /// The material of bars.
  public static let bar = Material(alpha: 0.8)

  /// The material's tint in the environment's color scheme.
  public func resolvedColor(in environment: EnvironmentValues) -> Color.Resolved {
    environment.colorScheme == .dark
      ? SystemColors.rgb(0x1C1C1E, alpha) : SystemColors.rgb(0xFFFFFF, alpha)
  }
}
