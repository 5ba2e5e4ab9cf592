/// The contrast setting, as UIKit's `UIAccessibilityContrast`.
public enum UIAccessibilityContrast: Int, Sendable {
  /// Not set.
  case unspecified = -1
  /// Normal contrast.
  case normal
  /// Increased contrast.
  case high
}
