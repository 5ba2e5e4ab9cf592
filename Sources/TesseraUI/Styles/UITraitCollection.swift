/// The traits a UIKit color provider is asked about, as UIKit's `UITraitCollection`: what
/// `UIColor { traits in … }` reads. Tessera asks a provider twice, in light and in dark (see
/// ``UIColor/init(dynamicProvider:)``); the other traits keep their defaults.
nonisolated public struct UITraitCollection: Hashable, Sendable {
  /// Light or dark.
  public var userInterfaceStyle: UIUserInterfaceStyle
  /// Normal or increased contrast. Default `.normal`.
  public var accessibilityContrast: UIAccessibilityContrast

  /// Traits with this interface style and normal contrast.
  public init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.userInterfaceStyle = userInterfaceStyle
    accessibilityContrast = .normal
  }
}
