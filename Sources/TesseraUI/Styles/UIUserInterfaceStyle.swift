/// Light or dark, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
  /// Not set.
  case unspecified
  /// The light appearance.
  case light
  /// The dark appearance.
  case dark
}
