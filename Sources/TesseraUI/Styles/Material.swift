/// A translucent background, as SwiftUI's materials (`.ultraThinMaterial` … `.ultraThickMaterial`,
/// `.bar`).
///
/// Approximated: iOS blurs what is behind and tints it; Tessera draws the tint only, a
/// translucent white in light (55%, 70%, 80%, 88%, 94% from ultra-thin to ultra-thick; bars 80%)
/// and a translucent #1C1C1E in dark (same alphas), so text on a material stays legible and the
/// content behind shows through, unblurred.
public struct Material: ShapeStyle, Hashable, Sendable {
  let alpha: Double

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
